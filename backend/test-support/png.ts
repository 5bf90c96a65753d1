// PNG files for tests: real ones (pngjs), hostile ones (a decompression bomb, text).
import { crc32, deflateSync } from 'node:zlib';

/**
 * A drawn-looking signature: a dark stroke across a white (or transparent) RGBA canvas. Encoded here
 * with zlib and filter 0 (pngjs' encoder takes seconds inside jest's sandbox).
 */
export function signaturePng(width = 1_200, height = 432, { transparent = false } = {}): Buffer {
  const stride = 1 + width * 4;
  const raw = Buffer.alloc(height * stride);
  const background = Buffer.from([255, 255, 255, transparent ? 0 : 255]);
  for (let y = 0; y < height; y++) raw.fill(background, y * stride + 1, (y + 1) * stride);
  const ink = Buffer.from([17, 17, 17, 255]);
  for (let x = 0; x < width; x++) {
    const middle = Math.round(height / 2 + (height / 4) * Math.sin(x / 60));
    for (let y = Math.max(0, middle - 3); y <= Math.min(height - 1, middle + 3); y++) raw.fill(ink, y * stride + 1 + x * 4, y * stride + 5 + x * 4);
  }
  return encode(width, height, 8, 6, raw);
}

function encode(width: number, height: number, bitDepth: number, colorType: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colorType, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid one-bit grayscale PNG of `width` × `height` white pixels: tiny to send (16,000 × 16,000 is
 * 41 KB), huge once decoded. `rows` overrides how many rows the data really holds (a lying header).
 */
export function bombPng(width: number, height: number, { rows = height } = {}): Buffer {
  const stride = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(rows * stride, 0xff);
  for (let row = 0; row < rows; row++) raw[row * stride] = 0;
  return encode(width, height, 1, 0, raw);
}

export const pngDataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
