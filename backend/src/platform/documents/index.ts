// Document work off the request loop: one worker-thread pool with named tasks (no business words).
import { documentTasks } from './document-tasks';

export { DocumentsModule } from './documents.module';
export { DocumentPool, type RunOptions } from './document-pool';
export { documentTasks, type DocumentTaskFile, type TaskModule } from './document-tasks';
export { DocumentWorkError, type DocumentWorkFailure } from './documents.errors';
export type { ReencodedPng } from './png-image';

/** The image tasks (platform/documents/png-image.ts). */
export const IMAGE_TASKS = documentTasks<typeof import('./png-image')>(`${__dirname}/png-image`);
