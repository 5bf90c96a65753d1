// Document task (runs on the pool's threads): a PNG someone sent, decoded within bounds and encoded
// again by us, so what is stored and later drawn into a PDF is never the bytes as given.
import { readPngHeader, type ImageLimits } from '@cdm/domain';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

export type ReencodedPng = { ok: true; png: Uint8Array; width: number; height: number } | { ok: false; problem: 'not_png' | 'too_large' };

/** Bytes of the image data once inflated: one filter byte and the packed pixels of every row. */
function rawSize(width: number, height: number, bitDepth: number, colorType: number): number {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] ?? 4;
  return height * (1 + Math.ceil((width * channels * bitDepth) / 8));
}

/**
 * Reads the header first (size within `limits`, no interlacing, chunks within the file), inflates the
 * image data with its output capped at the size the header states (a stream that would inflate
 * further is a bomb and is refused), decodes (CRCs checked), flattens onto white, scales down to fit
 * `fitWidth` × `fitHeight` (area average) and writes an 8-bit RGB PNG of at most `maxStoredBytes`.
 */
export function reencodePng({ bytes, limits }: { bytes: Uint8Array; limits: ImageLimits }): ReencodedPng {
  const reading = readPngHeader(bytes, limits);
  if (!reading.ok) return reading;
  const { width, height, bitDepth, colorType } = reading.header;
  const compressed = Buffer.concat(reading.chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => bytes.subarray(chunk.offset, chunk.offset + chunk.length)));
  const expected = rawSize(width, height, bitDepth, colorType);
  try {
    // maxOutputLength makes zlib stop (and throw) one byte past what a true image of this size needs.
    if (inflateSync(compressed, { maxOutputLength: expected + 1 }).length !== expected) return { ok: false, problem: 'not_png' };
  } catch {
    return { ok: false, problem: 'not_png' };
  }
  let decoded: PNG;
  try {
    decoded = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
  } catch {
    return { ok: false, problem: 'not_png' };
  }
  const scale = Math.min(1, limits.fitWidth / width, limits.fitHeight / height);
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(height * scale));
  const output = new PNG({ width: outWidth, height: outHeight, colorType: 2, inputColorType: 6, bitDepth: 8 });
  areaAverageOntoWhite(decoded.data, width, height, output.data, outWidth, outHeight);
  const png = PNG.sync.write(output, { colorType: 2, inputColorType: 6, bitDepth: 8, deflateLevel: 9 });
  if (png.length > limits.maxStoredBytes) return { ok: false, problem: 'too_large' };
  return { ok: true, png: new Uint8Array(png), width: outWidth, height: outHeight };
}

/** RGBA → RGBA (opaque), each target pixel the mean of the source pixels it covers, transparency on white. */
function areaAverageOntoWhite(source: Buffer, width: number, height: number, target: Buffer, outWidth: number, outHeight: number): void {
  const xStep = width / outWidth;
  const yStep = height / outHeight;
  for (let ty = 0; ty < outHeight; ty++) {
    const y0 = Math.floor(ty * yStep);
    const y1 = Math.max(y0 + 1, Math.floor((ty + 1) * yStep));
    for (let tx = 0; tx < outWidth; tx++) {
      const x0 = Math.floor(tx * xStep);
      const x1 = Math.max(x0 + 1, Math.floor((tx + 1) * xStep));
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = (y * width + x) * 4;
          const alpha = source[at + 3] / 255;
          red += source[at] * alpha + 255 * (1 - alpha);
          green += source[at + 1] * alpha + 255 * (1 - alpha);
          blue += source[at + 2] * alpha + 255 * (1 - alpha);
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const out = (ty * outWidth + tx) * 4;
      target[out] = Math.round(red / count);
      target[out + 1] = Math.round(green / count);
      target[out + 2] = Math.round(blue / count);
      target[out + 3] = 255;
    }
  }
}
