import type { SubmitLetterOfIntentDto } from '@cdm/contracts';

export type UploadedIdDocument = { bytes: Buffer };
/** Where the acceptance came from, kept with the record as evidence. */
export type AcceptanceOrigin = { ip: string; userAgent: string };

export class SubmitLetterOfIntentCommand {
  constructor(
    readonly submission: SubmitLetterOfIntentDto,
    readonly idDocument: UploadedIdDocument,
    readonly origin: AcceptanceOrigin,
  ) {}
}

export type SubmitLetterOfIntentResult = { id: string; submittedAt: Date; isRepeat: boolean };
