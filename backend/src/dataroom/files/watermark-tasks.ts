import { documentTasks } from '../../platform/documents';

/** The watermark's tasks on the document pool's threads (watermark.ts): checking and stamping a PDF. */
export const WATERMARK_TASKS = documentTasks<typeof import('./watermark')>(`${__dirname}/watermark`);
