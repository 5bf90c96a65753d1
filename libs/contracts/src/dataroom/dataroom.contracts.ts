import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { Page } from '../admin/admin.contracts';

// The data room (/data-room): documents uploaded by staff, opened by authorised investors, each
// opening recorded. Multipart fields and JSON bodies are validated with these classes on the
// server and in the staff forms, so both give the same Spanish messages.

export const DATA_ROOM_VISIBILITIES = ['all_investors', 'paid_reservation'] as const;
export type DataRoomVisibility = (typeof DATA_ROOM_VISIBILITIES)[number];

export const DATA_ROOM_VISIBILITY_LABELS: Record<DataRoomVisibility, string> = {
  all_investors: 'Todos los inversionistas autorizados',
  paid_reservation: 'Solo socios con una reservación pagada',
};

/** Folders offered first in the upload form; staff may also type a new one. */
export const DATA_ROOM_SUGGESTED_FOLDERS = ['Legal', 'Planos', 'Finanzas', 'Contratos'] as const;

export const DATA_ROOM_ACCESS_KINDS = ['view', 'download'] as const;
export type DataRoomAccessKind = (typeof DATA_ROOM_ACCESS_KINDS)[number];

export const DATA_ROOM_ACCESS_KIND_LABELS: Record<DataRoomAccessKind, string> = { view: 'Vista', download: 'Descarga' };

/** What each accepted type is called on screen (the type is decided by the file's bytes, libs/domain). */
export const DATA_ROOM_FILE_KIND_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'Imagen JPG',
  'image/png': 'Imagen PNG',
  'image/webp': 'Imagen WebP',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'text/csv': 'CSV',
};

export const DATA_ROOM_MESSAGES = {
  title: 'Escribe el título del documento',
  folder: 'Elige o escribe una carpeta',
  visibility: 'Elige quién puede ver el documento',
  watermark: 'Indica si lleva marca de agua',
  file: 'Adjunta el archivo del documento',
  fileType: 'El archivo debe ser un PDF, una imagen (JPG, PNG o WebP), un Excel, un Word, un PowerPoint o un CSV.',
  fileTooLarge: 'El archivo pesa más de 50 MB. Adjunta uno más ligero.',
  oneFileOnly: 'Adjunta un solo archivo.',
  notMultipart: 'Envía el formulario con el archivo adjunto.',
  watermarkUnreadablePdf: 'No pudimos leer este PDF para ponerle la marca de agua (¿está protegido con contraseña?). Súbelo sin marca de agua o sin protección.',
  notFound: 'No encontramos ese documento.',
  versionNotFound: 'No encontramos esa versión del documento.',
  reservationRequired: 'Este documento es solo para socios con una reservación pagada: elige tu unidad en el portal.',
  watermarkFailed: 'No pudimos preparar este documento con tu marca de agua. Inténtalo de nuevo más tarde.',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

const m = DATA_ROOM_MESSAGES;

export const DATA_ROOM_TITLE_MAX = 160;
export const DATA_ROOM_FOLDER_MAX = 60;
export const DATA_ROOM_DESCRIPTION_MAX = 1000;

/** Title, folder, description and audience of a document: the fields of the staff forms. */
export class DataRoomDocumentDetailsDto {
  @MaxLength(DATA_ROOM_TITLE_MAX, { message: m.tooLong(DATA_ROOM_TITLE_MAX) })
  @Matches(/\S[\s\S]*\S/, { message: m.title })
  @MinLength(2, { message: m.title })
  @IsString({ message: m.title })
  title!: string;

  @MaxLength(DATA_ROOM_FOLDER_MAX, { message: m.tooLong(DATA_ROOM_FOLDER_MAX) })
  @Matches(/\S[\s\S]*\S/, { message: m.folder })
  @MinLength(2, { message: m.folder })
  @IsString({ message: m.folder })
  folder!: string;

  @IsOptional()
  @MaxLength(DATA_ROOM_DESCRIPTION_MAX, { message: m.tooLong(DATA_ROOM_DESCRIPTION_MAX) })
  @IsString({ message: 'Descripción no válida' })
  description?: string;

  @IsIn(DATA_ROOM_VISIBILITIES, { message: m.visibility })
  visibility!: DataRoomVisibility;
}

/** The text fields of POST /api/admin/data-room/documents (multipart, with `file`). */
export class UploadDataRoomDocumentDto extends DataRoomDocumentDetailsDto {
  // A multipart field is text: 'true' stamps the investor's name and email on PDFs served to them.
  @IsOptional()
  @IsIn(['true', 'false'], { message: m.watermark })
  watermark?: 'true' | 'false';
}

/** PUT /api/admin/data-room/documents/:id: the document's details (its file is replaced with a new version). */
export class UpdateDataRoomDocumentDto extends DataRoomDocumentDetailsDto {
  @IsBoolean({ message: m.watermark })
  watermark!: boolean;
}

/** A document as an investor sees it: the current version only. */
export type DataRoomDocument = {
  id: string;
  title: string;
  folder: string;
  description: string;
  contentType: string;
  sizeBytes: number;
  version: number;
  /** When the current version was uploaded. */
  updatedAt: string;
  /** PDFs and images open in a browser tab; the rest are downloaded. */
  viewable: boolean;
  watermarked: boolean;
  viewUrl: string;
  downloadUrl: string;
};

/** GET /api/data-room/documents */
export type DataRoomListing = {
  hasPaidReservation: boolean;
  documents: DataRoomDocument[];
  /** Documents this investor cannot open yet (only for a paid reservation): counted, never named. */
  restrictedCount: number;
};

export type DataRoomVersion = {
  id: string;
  number: number;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
  uploadedBy: string;
  /** The highest number: what investors receive. */
  current: boolean;
  /** Staff only; null once the document was deleted (the bytes are erased, the record stays). */
  fileUrl: string | null;
};

export type DataRoomAdminDocument = {
  id: string;
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
  createdAt: string;
  updatedAt: string;
  /** Newest first. */
  versions: DataRoomVersion[];
  accessCount: number;
  investorCount: number;
  lastAccessAt: string | null;
};

/** GET /api/admin/data-room/documents */
export type DataRoomAdminList = { documents: DataRoomAdminDocument[]; folders: string[] };

export type DataRoomAccessEntry = {
  id: string;
  investor: { id: string; name: string; email: string };
  document: { id: string; title: string; folder: string; deleted: boolean };
  version: number;
  kind: DataRoomAccessKind;
  ip: string;
  at: string;
};

/** GET /api/admin/data-room/accesses?documentId=|investorId= */
export type DataRoomAccessList = Page<DataRoomAccessEntry>;

export type DataRoomInvestorActivity = {
  investor: { id: string; name: string; email: string };
  documentCount: number;
  accessCount: number;
  lastAccessAt: string;
};

/** GET /api/admin/data-room/investors: who opened what, per investor. */
export type DataRoomInvestorActivityList = Page<DataRoomInvestorActivity>;
