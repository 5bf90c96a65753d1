import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DATA_ROOM_MAX_BYTES, detectDataRoomFileType, type DataRoomFileType } from '@cdm/domain';
import { DataRoomDocumentNotFoundError, DataRoomFileTooLargeError, UnreadablePdfForWatermarkError, UnsupportedDataRoomFileError } from '../dataroom.errors';
import { DocumentWorkError, type DocumentPool } from '../../platform/documents';
import { WATERMARK_TASKS } from '../files/watermark-tasks';
import type { DataRoomRepository } from '../persistence/data-room.repository';
import { DataRoomDocumentEntity } from '../persistence/data-room-document.entity';
import type { UploadedDataRoomFile } from './upload-data-room-document.command';

export type JudgedFile = { contentType: DataRoomFileType; sizeBytes: number; sha256: string; bytes: Buffer };

/**
 * What an uploaded file really is, judged by its bytes (415 for anything else, 413 above 50 MB).
 * A document served with a watermark must be a PDF the server can stamp: refused now, not when an
 * investor asks for it.
 */
export async function judgeUploadedFile({ bytes, fileName }: UploadedDataRoomFile, watermark: boolean, documents: DocumentPool): Promise<JudgedFile> {
  if (bytes.length > DATA_ROOM_MAX_BYTES) throw new DataRoomFileTooLargeError();
  const contentType = detectDataRoomFileType(bytes, fileName);
  if (!contentType) throw new UnsupportedDataRoomFileError();
  if (watermark && contentType === 'application/pdf' && !(await stampable(bytes, documents))) throw new UnreadablePdfForWatermarkError();
  return { contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/** A PDF that takes more than the pool's time or memory bound to open cannot be stamped either: 400, not 503. */
async function stampable(bytes: Uint8Array, documents: DocumentPool): Promise<boolean> {
  try {
    return await documents.run(WATERMARK_TASKS, 'canStamp', { bytes });
  } catch (error) {
    if (error instanceof DocumentWorkError && (error.failure === 'timeout' || error.failure === 'memory')) return false;
    throw error;
  }
}

/** What the audit log keeps of a version: never the bytes. */
export const versionSummary = (version: { number: number; contentType: string; sizeBytes: number; sha256: string }) => ({
  number: version.number,
  contentType: version.contentType,
  sizeBytes: version.sizeBytes,
  sha256: version.sha256,
});

/** Trimmed details; a folder typed in another case joins the existing folder ('legal' → 'Legal'). */
export function cleanDetails<T extends { title: string; folder: string; description: string }>(details: T, existingFolders: string[]): T {
  const folder = details.folder.trim().replace(/\s+/g, ' ');
  const existing = existingFolders.find((name) => name.toLocaleLowerCase('es-MX') === folder.toLocaleLowerCase('es-MX'));
  return { ...details, title: details.title.trim().replace(/\s+/g, ' '), folder: existing ?? folder, description: details.description.trim() };
}

/** The document, locked for the rest of the transaction (so two replacements number their versions one after the other). */
export async function lockLiveDocument(dataRoom: DataRoomRepository, manager: EntityManager, id: string): Promise<DataRoomDocumentEntity> {
  const document = await dataRoom.lockLiveDocument(id, manager);
  if (!document) throw new DataRoomDocumentNotFoundError();
  return document;
}

export const detailsOf = ({ title, folder, description, visibility, watermark }: DataRoomDocumentEntity) => ({
  title,
  folder,
  description,
  visibility,
  watermark,
});
