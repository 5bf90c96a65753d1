import { SIGNATURE_IMAGE_LIMITS } from '@cdm/domain';
import { PNG } from 'pngjs';
import { bombPng, signaturePng } from '../../../test-support/png';
import type { AppConfig } from '../config';
import { DocumentPool } from './document-pool';
import { IMAGE_TASKS } from './index';

const limits = SIGNATURE_IMAGE_LIMITS;

// Through the pool, as the app runs it (and outside jest's sandbox, where pixel loops crawl).
const pool = new DocumentPool({ documentThreads: 1, documentTaskTimeoutMs: 30_000, documentTaskMemoryMb: 256 } as AppConfig);
const reencodePng = (input: { bytes: Uint8Array; limits: typeof limits }) => pool.run(IMAGE_TASKS, 'reencodePng', input);
afterAll(() => pool.onModuleDestroy());

describe('a PNG someone sent, re-encoded within bounds', () => {
  it('stores a new RGB file that fits the bounds, drawn on white', async () => {
    const sent = signaturePng(2_400, 576, { transparent: true });
    const result = await reencodePng({ bytes: sent, limits });
    if (!result.ok) throw new Error(result.problem);
    expect([result.width, result.height]).toEqual([960, 230]);
    const stored = PNG.sync.read(Buffer.from(result.png));
    expect(stored.width).toBe(960);
    expect(Buffer.from(result.png).equals(sent)).toBe(false);
    // A corner (transparent when sent) is white; the stroke is still dark somewhere.
    expect([...stored.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    const column = 480;
    expect(Math.min(...Array.from({ length: stored.height }, (_, row) => stored.data[(row * stored.width + column) * 4]))).toBeLessThan(128);
    expect(result.png.length).toBeLessThanOrEqual(limits.maxStoredBytes);
  });

  it('keeps a small image at its size', async () => {
    const result = await reencodePng({ bytes: signaturePng(300, 100), limits });
    expect(result).toMatchObject({ ok: true, width: 300, height: 100 });
  });

  it('refuses decompression bombs by their header, before inflating anything', async () => {
    expect(await reencodePng({ bytes: bombPng(16_000, 16_000), limits })).toEqual({ ok: false, problem: 'too_large' });
    expect(await reencodePng({ bytes: bombPng(7_000, 7_000), limits })).toEqual({ ok: false, problem: 'too_large' });
  });

  it('refuses image data that inflates to more (or less) than its header states', async () => {
    const header = bombPng(1_000, 100);
    const longer = bombPng(1_000, 100, { rows: 5_000 });
    const shorter = bombPng(1_000, 100, { rows: 50 });
    expect((await reencodePng({ bytes: header, limits })).ok).toBe(true);
    expect(await reencodePng({ bytes: longer, limits })).toEqual({ ok: false, problem: 'not_png' });
    expect(await reencodePng({ bytes: shorter, limits })).toEqual({ ok: false, problem: 'not_png' });
  });

  it('refuses text, a damaged file and a wrong checksum', async () => {
    expect(await reencodePng({ bytes: Buffer.from('Esto es texto, no una firma'), limits })).toEqual({ ok: false, problem: 'not_png' });
    const damaged = Buffer.from(signaturePng(300, 100));
    damaged[damaged.length - 20] ^= 0xff;
    expect(await reencodePng({ bytes: damaged, limits })).toEqual({ ok: false, problem: 'not_png' });
  });
});
