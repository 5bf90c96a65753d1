import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import type { Page } from '../admin/admin.contracts';
import { AttributionDto, AttributionField } from '../analytics/attribution.dto';

// Messages of the partners' portal (public-site.md §5, §8). The browser form and the
// API validate name and email with this class; the file is checked by its bytes on the server.
export const LETTER_OF_INTENT_MESSAGES = {
  name: 'Nombre completo es requerido',
  email: 'Email válido es requerido',
  ineFile: 'Adjunta tu INE (imagen o PDF)',
  ineFileType: 'Tu INE debe ser una imagen (JPG, PNG o WebP) o un PDF.',
  ineFileTooLarge: 'Tu INE pesa más de 10 MB. Adjunta un archivo más ligero.',
  oneFileOnly: 'Adjunta un solo archivo de INE.',
  letterChanged: 'La carta de intención se actualizó. Revisa el texto vigente antes de aceptarla.',
  notMultipart: 'Envía el formulario con tu INE adjunta.',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

const m = LETTER_OF_INTENT_MESSAGES;

/** The text fields of POST /api/letter-submission (multipart: name, email, ineFile). */
export class SubmitLetterOfIntentDto {
  @MaxLength(120, { message: m.tooLong(120) })
  @MinLength(2, { message: m.name })
  @IsString({ message: m.name })
  name!: string;

  @MaxLength(254, { message: m.tooLong(254) })
  @IsEmail({}, { message: m.email })
  email!: string;

  // The fingerprint of the letter the person read; a letter changed since then is refused
  // rather than recorded as accepted. Optional for clients that do not send it.
  @IsOptional()
  @Matches(/^[a-f0-9]{64}$/, { message: 'Versión de la carta no válida' })
  letterSha256?: string;

  /** How the visitor arrived (first and last touch, kept by the browser); stored as given. In this multipart form, JSON text. */
  @AttributionField()
  attribution?: AttributionDto;
}

export type SubmitLetterOfIntentResponse = { id: string; submittedAt: string };

export type LetterOfIntentSection = { id: string; heading: string; paragraphs: string[] };

/** GET /api/letter-of-intent: only for a browser session that unlocked the partners' portal. */
export type LetterOfIntentResponse = {
  version: string;
  /** sha256 of `text`, the exact text a submission records as accepted. */
  sha256: string;
  title: string;
  introduction: string[];
  sections: LetterOfIntentSection[];
  /** The three statements the representative confirms by accepting (public-site.md §2.5). */
  confirmations: string[];
  /** The whole letter as plain text: what Descargar Carta saves and what an acceptance stores. */
  text: string;
  fileName: string;
  mediatorIdDocumentUrl: string;
};

export type LetterSubmissionAdminItem = {
  id: string;
  name: string;
  email: string;
  submittedAt: string;
  emailSent: boolean;
  /** Served only to staff, as an attachment. */
  ineFileUrl: string;
  ineFile: { contentType: string; sizeBytes: number };
  letterVersion: string;
};

export type LetterSubmissionList = Page<LetterSubmissionAdminItem> & {
  counts: { total: number; emailsSent: number; pending: number };
};
