import { join } from 'node:path';
import { isMainThread, threadId } from 'node:worker_threads';
import type { AppConfig } from '../config';
import { DocumentPool } from './document-pool';
import { documentTasks } from './document-tasks';
import { DocumentWorkError } from './documents.errors';

const fixture = documentTasks<typeof import('../../../test-support/document-tasks-fixture')>(join(__dirname, '../../../test-support/document-tasks-fixture'));

describe('DocumentPool', () => {
  const pool = new DocumentPool({ documentThreads: 1, documentTaskTimeoutMs: 20_000, documentTaskMemoryMb: 48 } as AppConfig);
  afterAll(() => pool.onModuleDestroy());

  it('runs a named task on another thread and hands back its result', async () => {
    const result = await pool.run(fixture, 'where', { text: 'contrato' });
    expect(isMainThread).toBe(true);
    expect(result).toEqual({ text: 'CONTRATO', isMainThread: false, threadId: expect.any(Number) });
    expect(result.threadId).not.toBe(threadId);
  });

  it('stops a task over its time bound and keeps serving the next one', async () => {
    const stopped = await pool.run(fixture, 'spin', undefined, { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(DocumentWorkError);
    expect(stopped).toMatchObject({ failure: 'timeout', kind: 'unavailable', message: expect.stringContaining('tardó demasiado') });
    await expect(pool.run(fixture, 'where', { text: 'sigue' })).resolves.toMatchObject({ text: 'SIGUE' });
  });

  it('ends a thread that goes over its heap bound without taking the process with it', async () => {
    const stopped = await pool.run(fixture, 'hog', undefined).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ failure: 'memory', message: expect.stringContaining('memoria') });
    await expect(pool.run(fixture, 'where', { text: 'sigue' })).resolves.toMatchObject({ text: 'SIGUE' });
  });

  it("passes a task's own error on as it is", async () => {
    await expect(pool.run(fixture, 'refuse', { reason: 'archivo ilegible' })).rejects.toThrow('archivo ilegible');
  });
});
