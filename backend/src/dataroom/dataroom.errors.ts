import { DomainError } from '../platform/errors';
import { DATAROOM_MESSAGES } from './dataroom.messages';

const m = DATAROOM_MESSAGES;

export class DataRoomDocumentNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(m.notFound);
  }
}

export class DataRoomVersionNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super(m.versionNotFound);
  }
}

/** An investor without a paid reservation asked for a document reserved to those who have one. */
export class ReservationRequiredError extends DomainError {
  readonly code = 'reservation_required';
  readonly kind = 'forbidden';
  constructor() {
    super(m.reservationRequired);
  }
}

export class UnsupportedDataRoomFileError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
  constructor() {
    super(m.fileType);
  }
}

export class DataRoomFileTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(m.fileTooLarge);
  }
}

/** A watermarked document must be a PDF the server can stamp: checked when it is uploaded. */
export class UnreadablePdfForWatermarkError extends DomainError {
  readonly code = 'pdf_not_stampable';
  readonly kind = 'invalid';
  constructor() {
    super(m.watermarkUnreadablePdf);
  }
}

export class WatermarkFailedError extends DomainError {
  readonly code = 'watermark_failed';
  readonly kind = 'unavailable';
  constructor() {
    super(m.watermarkFailed);
  }
}
