import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { FieldError, GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { DomainError, ValidationFailedException } from '../errors';

// Bounds of every multipart form: one file, a handful of short text fields. Beyond them the
// request is refused instead of being read to the end. Each form also passes its own file limit.
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
// The ceiling of the few routes that take larger files (readLargeMultipartForm); only for them.
export const LARGE_UPLOAD_MAX_FILE_BYTES = 50 * 1024 * 1024;
const MAX_TEXT_FIELDS = 10;
const MAX_TEXT_FIELD_BYTES = 4_096;

/** Multipart bodies are parsed only when a route reads them (readMultipartForm), never before its guards. */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: UPLOAD_MAX_FILE_BYTES,
      files: 1,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: MAX_TEXT_FIELDS + 1,
      headerPairs: 50,
    },
  });
}

export type UploadedFile = { fieldName: string; fileName: string; declaredType: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

/** The form's own file limit and what to tell the person in each case (the platform has no business words). */
export type MultipartFormOptions = {
  fileField: string;
  maxFileBytes: number;
  messages: { fileTooLarge: string; notMultipart: string; oneFileOnly: string };
};

class FileTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
}

class NotMultipartError extends DomainError {
  readonly code = 'unsupported_media_type';
  readonly kind = 'unsupported_media_type';
}

class FormTooLargeError extends DomainError {
  readonly code = 'payload_too_large';
  readonly kind = 'too_large';
  constructor() {
    super(GENERIC_ERROR_MESSAGES.payload_too_large);
  }
}

/** A body that claims to be multipart but cannot be read as one (no boundary, cut short, bad part headers). */
class MalformedFormError extends DomainError {
  readonly code = 'invalid_json';
  readonly kind = 'invalid';
  constructor() {
    super(GENERIC_ERROR_MESSAGES.invalid_json);
  }
}

type MultipartFailure = Error & { code?: string; statusCode?: number };

/**
 * Whether a failure while reading the parts is the body's fault. The parser throws plain errors
 * without a code for whatever an attacker can send ("Multipart: Boundary not found", "Unexpected
 * end of multipart data", an empty or 300-character boundary…) and the plugin its own 4xx ones.
 * The loop does nothing but parse, so only a failure with a system code (a bug, a resource) stays a 500.
 */
function isUnreadableBody(error: MultipartFailure): boolean {
  if (typeof error.statusCode === 'number') return error.statusCode >= 400 && error.statusCode < 500;
  return error instanceof Error && error.code === undefined;
}

/**
 * Reads a whole multipart form into memory: its text fields and its file(s) as bytes.
 * Files are held in memory because the form allows one file of bounded size; the limit
 * is enforced while reading, so a larger upload is cut off, not buffered.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  return readForm(request, options, Math.min(options.maxFileBytes, UPLOAD_MAX_FILE_BYTES));
}

/**
 * The same form rules for a route that takes files above the common bound (staff uploads of up
 * to 50 MB). The larger limit applies to this request only and is still enforced while the file
 * streams in: a larger upload is cut off at the limit, never read to its end.
 */
export async function readLargeMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  return readForm(request, options, Math.min(options.maxFileBytes, LARGE_UPLOAD_MAX_FILE_BYTES));
}

async function readForm(
  request: FastifyRequest,
  { fileField, messages }: MultipartFormOptions,
  fileSizeLimit: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new NotMultipartError(messages.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const problems: FieldError[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: fileSizeLimit } })) {
      if (part.type === 'file') {
        files.push({ fieldName: part.fieldname, fileName: part.filename, declaredType: part.mimetype, bytes: await part.toBuffer() });
      } else if (part.valueTruncated) {
        problems.push({ field: part.fieldname, message: `Máximo ${MAX_TEXT_FIELD_BYTES} caracteres` });
      } else if (Object.hasOwn(fields, part.fieldname)) {
        problems.push({ field: part.fieldname, message: 'Envía este campo una sola vez' });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    switch ((error as MultipartFailure).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new FileTooLargeError(messages.fileTooLarge);
      case 'FST_FILES_LIMIT':
        throw new ValidationFailedException([{ field: fileField, message: messages.oneFileOnly }]);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new FormTooLargeError();
      default:
        if (isUnreadableBody(error as MultipartFailure)) throw new MalformedFormError();
        throw error;
    }
  }
  if (problems.length > 0) throw new ValidationFailedException(problems);
  return { fields, files };
}
