import { detectIdDocumentType } from '../leads/id-document';

// A document of the data room (PDF, image, spreadsheet, Word or PowerPoint file, CSV), judged by
// its content, never by the type the browser declares. Only CSV, which has no signature, is
// recognised by its name, and then only when it is text.
export const DATA_ROOM_MAX_BYTES = 50 * 1024 * 1024;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export const DATA_ROOM_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  XLSX_TYPE,
  DOCX_TYPE,
  PPTX_TYPE,
  'text/csv',
] as const;
export type DataRoomFileType = (typeof DATA_ROOM_FILE_TYPES)[number];

export const DATA_ROOM_FILE_EXTENSIONS: Record<DataRoomFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  [XLSX_TYPE]: 'xlsx',
  [DOCX_TYPE]: 'docx',
  [PPTX_TYPE]: 'pptx',
  'text/csv': 'csv',
};

/** Types a browser shows by itself in a tab; the others are always downloaded. */
export function isViewableInBrowser(type: DataRoomFileType): boolean {
  return type === 'application/pdf' || type.startsWith('image/');
}

// An Office Open XML package is a ZIP whose parts name what it is.
const OOXML_MAIN_PARTS: Array<[string, DataRoomFileType]> = [
  ['xl/workbook.xml', XLSX_TYPE],
  ['word/document.xml', DOCX_TYPE],
  ['ppt/presentation.xml', PPTX_TYPE],
];
const CONTENT_TYPES_PART = '[Content_Types].xml';
const MAX_ZIP_ENTRIES = 10_000;

const u16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
const isSignature = (bytes: Uint8Array, at: number, third: number, fourth: number) =>
  at >= 0 && at + 4 <= bytes.length && bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === third && bytes[at + 3] === fourth;
// Names that matter here are short; a long one is cut rather than spread into a huge argument list.
const asciiAt = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + Math.min(length, 512)));

/** Entry names from the central directory at the end of the archive, or null when it cannot be read. */
function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (isSignature(bytes, at, 0x05, 0x06)) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names: string[] = [];
  for (let index = 0; index < Math.min(count, MAX_ZIP_ENTRIES); index += 1) {
    if (!isSignature(bytes, at, 0x01, 0x02) || at + 46 > bytes.length) return null;
    const nameLength = u16(bytes, at + 28);
    names.push(asciiAt(bytes, at + 46, nameLength));
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return names;
}

/** Entry names from the local headers at the start, while their sizes are known. */
function localHeaderNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < MAX_ZIP_ENTRIES && isSignature(bytes, at, 0x03, 0x04) && at + 30 <= bytes.length) {
    const nameLength = u16(bytes, at + 26);
    names.push(asciiAt(bytes, at + 30, nameLength));
    // With a data descriptor (flag bit 3) the size comes after the data: the walk ends here.
    if (u16(bytes, at + 6) & 0x08) break;
    at += 30 + nameLength + u16(bytes, at + 28) + u32(bytes, at + 18);
  }
  return names;
}

function detectOfficeOpenXml(bytes: Uint8Array): DataRoomFileType | null {
  if (!isSignature(bytes, 0, 0x03, 0x04)) return null;
  const names = new Set(centralDirectoryNames(bytes) ?? localHeaderNames(bytes));
  if (!names.has(CONTENT_TYPES_PART)) return null;
  return OOXML_MAIN_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
}

const hasExtension = (fileName: string, extension: string) => fileName.trim().toLowerCase().endsWith(`.${extension}`);

/** The type the content really is, or null when it is none of the accepted ones. */
export function detectDataRoomFileType(bytes: Uint8Array, fileName: string): DataRoomFileType | null {
  if (bytes.length === 0) return null;
  const signed = detectIdDocumentType(bytes) ?? detectOfficeOpenXml(bytes);
  if (signed) return signed;
  // Text has no signature: a .csv is accepted only when nothing in it is binary.
  if (hasExtension(fileName, 'csv') && !bytes.includes(0)) return 'text/csv';
  return null;
}

/**
 * The name a served file gets: the document's title in plain ASCII, its version and the extension
 * of its real type ('Plano maestro (rev. B)', 2, pdf → 'plano-maestro-rev-b-v2.pdf').
 */
export function dataRoomFileName(title: string, version: number, type: DataRoomFileType): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'documento'}-v${version}.${DATA_ROOM_FILE_EXTENSIONS[type]}`;
}

/**
 * Who may open a document: 'all_investors' is every signed-in investor (accounts exist only for
 * authorised investors); 'paid_reservation' needs an active or converted unit reservation.
 */
export function canOpenDataRoomDocument(visibility: 'all_investors' | 'paid_reservation', investor: { hasPaidReservation: boolean }): boolean {
  return visibility === 'all_investors' || investor.hasPaidReservation;
}
