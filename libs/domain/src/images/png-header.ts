// The images people send are read by their bytes before anything decodes them (issue 28): a PNG's
// header states its size, so an image that would take gigabytes once decompressed (a "decompression
// bomb": 16,000 × 16,000 one-bit pixels fit in 41 KB) is refused from its first 33 bytes.

export type ImageLimits = {
  /** What is accepted, read from the header before decoding. */
  maxWidth: number;
  maxHeight: number;
  maxPixels: number;
  /** What is stored: re-encoded to fit within these, in at most maxStoredBytes. */
  fitWidth: number;
  fitHeight: number;
  maxStoredBytes: number;
};

/**
 * A drawn signature: the signing page's canvas is the width of the form by 144 CSS pixels at the
 * screen's density (up to 4 on phones), so 4,000 × 1,500 covers every real one. It is stored at
 * most 960 × 360 (the signature page prints it 160 points wide).
 */
export const SIGNATURE_IMAGE_LIMITS: ImageLimits = {
  maxWidth: 4_000,
  maxHeight: 1_500,
  maxPixels: 4_000_000,
  fitWidth: 960,
  fitHeight: 360,
  maxStoredBytes: 150_000,
};

export type PngHeader = { width: number; height: number; bitDepth: number; colorType: number; interlaced: boolean };
export type PngChunk = { type: string; offset: number; length: number };
export type PngProblem = 'not_png' | 'too_large';
export type PngReading = { ok: true; header: PngHeader; chunks: PngChunk[] } | { ok: false; problem: PngProblem };

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Bit depths each colour type allows (PNG specification, 11.2.2).
const BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);

/**
 * The PNG's header and chunk list, checked without decompressing anything: the signature, an IHDR
 * first with a size within `limits`, a known colour type and depth, no interlacing (signature pads
 * never write it, and an interlaced image's decompressed size is not bounded by its rows), every
 * chunk within the file, at least one IDAT and an IEND at the end.
 */
export function readPngHeader(bytes: Uint8Array, limits: Pick<ImageLimits, 'maxWidth' | 'maxHeight' | 'maxPixels'>): PngReading {
  const notPng = { ok: false, problem: 'not_png' } as const;
  if (bytes.length < 8 + 25 + 12 || SIGNATURE.some((byte, index) => bytes[index] !== byte)) return notPng;
  if (uint32(bytes, 8) !== 13 || chunkType(bytes, 12) !== 'IHDR') return notPng;
  const header: PngHeader = {
    width: uint32(bytes, 16),
    height: uint32(bytes, 20),
    bitDepth: bytes[24],
    colorType: bytes[25],
    interlaced: bytes[28] !== 0,
  };
  if (header.width === 0 || header.height === 0) return notPng;
  if (!BIT_DEPTHS[header.colorType]?.includes(header.bitDepth) || bytes[26] !== 0 || bytes[27] !== 0 || bytes[28] > 1) return notPng;
  if (header.width > limits.maxWidth || header.height > limits.maxHeight || header.width * header.height > limits.maxPixels) {
    return { ok: false, problem: 'too_large' };
  }
  if (header.interlaced) return notPng;
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = chunkType(bytes, at + 4);
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length) return notPng;
    chunks.push({ type, offset: at + 8, length });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (chunks.at(-1)?.type !== 'IEND' || !chunks.some((chunk) => chunk.type === 'IDAT')) return notPng;
  return { ok: true, header, chunks };
}

/** The bytes of a `data:image/png;base64,…` URL (browser and server alike), or null. */
export function pngDataUrlBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match) return null;
  try {
    const text = atob(match[1]);
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}
