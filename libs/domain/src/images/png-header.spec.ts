import { pngDataUrlBytes, readPngHeader, SIGNATURE_IMAGE_LIMITS } from './png-header';

/** A PNG's structure (CRCs not filled in: the header reader never checks them; the decoder does). */
function png(width: number, height: number, { bitDepth = 8, colorType = 6, interlace = 0, idat = 10, end = true } = {}): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const length = data.length;
    return [length >>> 24, (length >>> 16) & 255, (length >>> 8) & 255, length & 255, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
  };
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', [...u32(width), ...u32(height), bitDepth, colorType, 0, 0, interlace]),
    ...(idat ? chunk('IDAT', new Array(idat).fill(0)) : []),
    ...(end ? chunk('IEND', []) : []),
  ]);
}

describe('reading a PNG before decoding it', () => {
  it('reads the size and chunks of a signature-sized image', () => {
    const reading = readPngHeader(png(1_200, 432), SIGNATURE_IMAGE_LIMITS);
    expect(reading).toMatchObject({ ok: true, header: { width: 1_200, height: 432, bitDepth: 8, colorType: 6, interlaced: false } });
    expect(reading.ok && reading.chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it.each([
    ['7,000 × 7,000 one-bit (8 KB sent, 6 MB decoded)', png(7_000, 7_000, { bitDepth: 1, colorType: 0 })],
    ['16,000 × 16,000 one-bit (41 KB sent, 32 MB decoded, 1 GB as pixels)', png(16_000, 16_000, { bitDepth: 1, colorType: 0 })],
    ['wider than any canvas', png(4_001, 10)],
    ['taller than any canvas', png(10, 1_501)],
    ['within each side but over the pixel count', png(4_000, 1_500)],
  ])('refuses by its header an image too large to decode: %s', (_name, bytes) => {
    expect(readPngHeader(bytes, SIGNATURE_IMAGE_LIMITS)).toEqual({ ok: false, problem: 'too_large' });
  });

  it.each([
    ['text', new TextEncoder().encode('Esto no es una imagen, es texto que parece base64')],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)])],
    ['no IEND (cut short)', png(100, 50, { end: false })],
    ['no image data', png(100, 50, { idat: 0 })],
    ['interlaced', png(100, 50, { interlace: 1 })],
    ['a depth its colour type does not have', png(100, 50, { bitDepth: 4, colorType: 6 })],
    ['zero width', png(0, 50)],
  ])('refuses what is not a PNG it can decode safely: %s', (_name, bytes) => {
    expect(readPngHeader(bytes, SIGNATURE_IMAGE_LIMITS)).toEqual({ ok: false, problem: 'not_png' });
  });

  it('refuses a chunk that claims more bytes than the file has', () => {
    const bytes = png(100, 50);
    bytes[33 + 3] = 200; // the IDAT's length
    expect(readPngHeader(bytes, SIGNATURE_IMAGE_LIMITS)).toEqual({ ok: false, problem: 'not_png' });
  });

  it('reads a data URL and nothing else', () => {
    expect(pngDataUrlBytes('data:image/png;base64,iVBORw0KGgo=')).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngDataUrlBytes('data:image/jpeg;base64,iVBORw0KGgo=')).toBeNull();
    expect(pngDataUrlBytes('iVBORw0KGgo=')).toBeNull();
  });
});
