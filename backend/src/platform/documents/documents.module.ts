import { Global, Module } from '@nestjs/common';
import { DocumentPool } from './document-pool';

/** The one worker-thread pool for document work, shared by every context (started on first use). */
@Global()
@Module({ providers: [DocumentPool], exports: [DocumentPool] })
export class DocumentsModule {}
