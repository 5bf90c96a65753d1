// Document work off the request loop: one worker-thread pool with named tasks (no business words).
export { DocumentsModule } from './documents.module';
export { DocumentPool, type RunOptions } from './document-pool';
export { documentTasks, type DocumentTaskFile, type TaskModule } from './document-tasks';
export { DocumentWorkError, type DocumentWorkFailure } from './documents.errors';
