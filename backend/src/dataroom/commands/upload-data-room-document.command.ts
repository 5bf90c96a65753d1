import type { DataRoomVisibility } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** Title, folder, description, audience and watermark of a document, as staff set them. */
export type DataRoomDocumentDetails = {
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
};

/** The file as it arrived: its bytes, and its name only to recognise a CSV (which has no signature). */
export type UploadedDataRoomFile = { bytes: Buffer; fileName: string };

/** An admin adds a document to the data room: version 1 of its file. */
export class UploadDataRoomDocumentCommand {
  constructor(
    readonly details: DataRoomDocumentDetails,
    readonly file: UploadedDataRoomFile,
    readonly context: AuditContext,
  ) {}
}

export type DataRoomUploadResult = { id: string; version: number };
