import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Piscina from 'piscina';
import { AppConfig } from '../config';
import type { DocumentTaskFile, TaskInput, TaskModule, TaskName, TaskOutput } from './document-tasks';
import { DocumentWorkError, type DocumentWorkFailure } from './documents.errors';

// Tasks waiting for a thread beyond this are refused at once (503 'busy') rather than queued for minutes.
const QUEUE_LIMIT = 64;
// A thread idle this long ends; the next task starts one again (about 100 ms).
const IDLE_MS = 5 * 60_000;
// Document threads yield the cores to the event loop that answers requests (Linux nice is per thread).
const NICE_INCREMENT = 10;

// Built (backend/dist) the task modules are JavaScript. From the TypeScript sources (jest), each
// thread first loads tools/jest/worker-thread-register.cjs, which compiles .ts files with swc as
// they are required; production never takes this branch.
const FROM_SOURCES = __filename.endsWith('.ts');
const SOURCES_REGISTER = join(__dirname, '../../../../tools/jest/worker-thread-register.cjs');

export type RunOptions = { timeoutMs?: number };

/**
 * The one pool of worker threads for CPU-heavy document work: PDF generation and sealing, watermarks,
 * statement parsing, the images people send. A handler awaits `run(tasks, 'name', input)`; the API's
 * event loop only waits. Each task is bounded: `DOCUMENT_TASK_TIMEOUT_MS` from submission (the thread
 * running it is terminated) and `DOCUMENT_TASK_MEMORY_MB` of heap (the thread dies, not the process);
 * either fails with DocumentWorkError and returns nothing, so no caller keeps half a document. The
 * pool starts on first use (most processes never make a document) with `DOCUMENT_THREADS` threads.
 */
@Injectable()
export class DocumentPool implements OnModuleDestroy {
  private readonly logger = new Logger(DocumentPool.name);
  private pool?: Piscina;

  constructor(private readonly config: AppConfig) {}

  private threads(): Piscina {
    this.pool ??= new Piscina({
      minThreads: 0,
      maxThreads: this.config.documentThreads,
      idleTimeout: IDLE_MS,
      maxQueue: QUEUE_LIMIT,
      niceIncrement: NICE_INCREMENT,
      // A thread that reached its heap limit is ended by V8 (ERR_WORKER_OUT_OF_MEMORY); Buffers are
      // outside the heap, so every task also bounds the sizes it decodes.
      resourceLimits: { maxOldGenerationSizeMb: this.config.documentTaskMemoryMb, maxYoungGenerationSizeMb: 16 },
      execArgv: FROM_SOURCES ? ['--require', SOURCES_REGISTER] : [],
    });
    return this.pool;
  }

  async run<T extends TaskModule, K extends TaskName<T>>(tasks: DocumentTaskFile<T>, name: K, input: TaskInput<T, K>, options: RunOptions = {}): Promise<TaskOutput<T, K>> {
    const filename = resolveTaskFile(tasks.path);
    const timeoutMs = options.timeoutMs ?? this.config.documentTaskTimeoutMs;
    const started = performance.now();
    try {
      return (await this.threads().run(input, { filename, name, signal: AbortSignal.timeout(timeoutMs) })) as TaskOutput<T, K>;
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) throw error;
      // Ids only: a task's input may be a person's file.
      this.logger.warn({ task: name, failure, ms: Math.round(performance.now() - started) }, 'Document task stopped at its bound');
      throw new DocumentWorkError(failure);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}

function resolveTaskFile(path: string): string {
  if (FROM_SOURCES) return existsSync(`${path}.ts`) ? `${path}.ts` : `${path}.tsx`;
  return `${path}.js`;
}

/** The pool's own failures (bounds, queue, a thread that died); a task's own error is passed on as it is. */
function failureOf(error: unknown): DocumentWorkFailure | null {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  if (message === 'Task queue is at limit' || message === 'No task queue available and all Workers are busy') return 'busy';
  if (message === 'Terminating worker thread' || code === 'ERR_WORKER_INIT_FAILED') return 'crashed';
  return null;
}
