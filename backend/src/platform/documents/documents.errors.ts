import { DomainError } from '../errors';

export type DocumentWorkFailure = 'timeout' | 'memory' | 'busy' | 'crashed';

const MESSAGES: Record<DocumentWorkFailure, string> = {
  timeout: 'El documento tardó demasiado en prepararse y se canceló. Inténtalo de nuevo en unos minutos.',
  memory: 'El documento necesitaba más memoria de la permitida y se canceló. Inténtalo de nuevo o usa un archivo más pequeño.',
  busy: 'Hay muchos documentos en preparación en este momento. Inténtalo de nuevo en unos segundos.',
  crashed: 'No pudimos preparar el documento. Inténtalo de nuevo en unos minutos.',
};

/**
 * A document task that went over its bound (time, memory), found the pool's queue full, or lost its
 * worker: nothing it was making is kept, and the caller's transaction (if any) rolls back. 503 with
 * Retry-After; a context whose input is a person's file maps 'timeout' and 'memory' to its own 4xx.
 */
export class DocumentWorkError extends DomainError {
  readonly code = 'document_work_failed';
  readonly kind = 'unavailable';
  override readonly retryAfterSeconds = 30;

  constructor(readonly failure: DocumentWorkFailure) {
    super(MESSAGES[failure]);
  }
}
