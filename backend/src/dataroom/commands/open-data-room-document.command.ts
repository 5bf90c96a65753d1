import type { Readable } from 'node:stream';
import type { DataRoomAccessKind } from '@cdm/contracts';

export type OpeningInvestor = { id: string; name: string; email: string };

/**
 * An investor views or downloads a document. A command, because every opening is recorded
 * (investor, document, version, kind, IP, time) before a byte is served.
 */
export class OpenDataRoomDocumentCommand {
  constructor(
    readonly documentId: string,
    readonly investor: OpeningInvestor,
    readonly kind: DataRoomAccessKind,
    readonly ip: string,
  ) {}
}

export type ServedFile = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** 'inline' only for a view of a type the browser shows (PDF, images). */
  disposition: 'inline' | 'attachment';
  body: Buffer | Readable;
};
