import { IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { pngDataUrlBytes, readPngHeader, SIGNATURE_IMAGE_LIMITS } from '@cdm/domain';
import type { Page } from '../admin/admin.contracts';

// Purchase-promise contracts (issue 19): what the investor's signing page, the staff's "Contratos"
// tab and the public /verificar page send and read.

export type ContractStatus = 'pending_investor' | 'pending_countersign' | 'signed' | 'cancelled' | 'rescinded';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pending_investor: 'Pendiente de firma del socio',
  pending_countersign: 'Pendiente de contrafirma',
  signed: 'Firmado',
  cancelled: 'Cancelado',
  rescinded: 'Rescindido',
};

export const ADMIN_CONTRACT_FILTERS = ['all', 'pending_investor', 'pending_countersign', 'signed', 'cancelled', 'rescinded'] as const;
export type AdminContractFilter = (typeof ADMIN_CONTRACT_FILTERS)[number];

export const CONTRACT_MESSAGES = {
  code: 'Escribe el código de 6 dígitos que te enviamos por correo',
  fullName: 'Escribe tu nombre completo como aparece en tu identificación',
  fullNameTooLong: 'Máximo 200 caracteres',
  documentHash: 'No pudimos confirmar qué documento leíste; recarga la página',
  signature: 'La firma dibujada no es válida; bórrala y dibújala de nuevo',
  signatureTooLarge: `La firma dibujada es demasiado grande (máximo ${SIGNATURE_IMAGE_LIMITS.maxWidth.toLocaleString('es-MX')} × ${SIGNATURE_IMAGE_LIMITS.maxHeight.toLocaleString('es-MX')} píxeles); bórrala y dibújala de nuevo`,
  reason: 'Escribe el motivo (al menos 5 caracteres)',
  reasonTooLong: 'Máximo 500 caracteres',
  sha256: 'Escribe la huella SHA-256 del documento: 64 caracteres hexadecimales',
  invalidFilter: 'Filtro no válido',
  searchTooLong: 'Máximo 100 caracteres',
} as const;

const m = CONTRACT_MESSAGES;

/** A drawn signature: a PNG data URL of at most ~150 KB. */
export const SIGNATURE_IMAGE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
export const SIGNATURE_IMAGE_MAX_CHARS = 200_000;

/**
 * A PNG whose header says it can be decoded within SIGNATURE_IMAGE_LIMITS (libs/domain): text that
 * merely looks like base64, or a decompression bomb, is refused here, before anything decodes it.
 * The server then decodes and re-encodes it off the request loop (platform/documents).
 */
function IsDrawnSignature(): PropertyDecorator {
  const problem = (value: unknown) => {
    const bytes = typeof value === 'string' ? pngDataUrlBytes(value) : null;
    if (!bytes) return 'not_png';
    const reading = readPngHeader(bytes, SIGNATURE_IMAGE_LIMITS);
    return reading.ok ? null : reading.problem;
  };
  return ValidateBy({
    name: 'isDrawnSignature',
    validator: {
      validate: (value: unknown) => problem(value) === null,
      defaultMessage: (args?: ValidationArguments) => (problem(args?.value) === 'too_large' ? m.signatureTooLarge : m.signature),
    },
  });
}

/** POST /api/my/contracts/:id/sign */
export class SignContractDto {
  @Matches(/^\d{6}$/, { message: m.code })
  @IsString({ message: m.code })
  code!: string;

  @MaxLength(200, { message: m.fullNameTooLong })
  @Matches(/^\s*\S+(\s+\S+)+\s*$/u, { message: m.fullName })
  @MinLength(5, { message: m.fullName })
  @IsString({ message: m.fullName })
  fullName!: string;

  /** The SHA-256 of the PDF bytes the page showed; the server signs only when it is the stored one. */
  @Matches(/^[0-9a-f]{64}$/, { message: m.documentHash })
  @IsString({ message: m.documentHash })
  documentSha256!: string;

  @IsOptional()
  @IsDrawnSignature()
  @MaxLength(SIGNATURE_IMAGE_MAX_CHARS, { message: m.signature })
  @Matches(SIGNATURE_IMAGE_PATTERN, { message: m.signature })
  @IsString({ message: m.signature })
  signatureImage?: string;
}

/** Staff's cancel or regeneration of an unsigned contract; the reason is audited. */
export class ContractReasonDto {
  @MaxLength(500, { message: m.reasonTooLong })
  @Matches(/\S[\s\S]*\S/, { message: m.reason })
  @MinLength(5, { message: m.reason })
  @IsString({ message: m.reason })
  reason!: string;
}

/** POST /api/contracts/verify — a hash typed or computed in the browser. */
export class VerifyContractHashDto {
  @Matches(/^[0-9a-fA-F]{64}$/, { message: m.sha256 })
  @IsString({ message: m.sha256 })
  sha256!: string;
}

/**
 * What /verificar answers: whether we sealed this exact file and when, and whether it was rescinded
 * since (its reservation refunded or undone) and when. Nothing about the parties.
 */
export type ContractVerification = { sellado: boolean; fecha: string | null; rescindido: boolean; fechaRescision: string | null };

export type ContractSignatureEvidence = { name: string; signedAt: string };

/** The investor's view of a contract (signing page, Mis reservaciones). */
export type MyContract = {
  id: string;
  reservationId: string;
  unitCode: string;
  status: ContractStatus;
  textVersion: string;
  documentSha256: string;
  generatedAt: string;
  investorSignedAt: string | null;
  countersignedAt: string | null;
  sealedAt: string | null;
  sealedSha256: string | null;
  rescindedAt: string | null;
  /** A code was sent and can still be tried (its end, for the page's countdown). */
  codeExpiresAt: string | null;
};

export type AdminContractItem = {
  id: string;
  reservationId: string;
  unitCode: string;
  investorName: string;
  investorEmail: string;
  status: ContractStatus;
  textVersion: string;
  generatedAt: string;
  investorSignedAt: string | null;
  countersignedAt: string | null;
  countersignedBy: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  rescindedAt: string | null;
  rescindReason: string | null;
  documentSha256: string;
  sealedSha256: string | null;
};

export type AdminContractList = Page<AdminContractItem> & { counts: Record<AdminContractFilter, number> };

/** Answer of POST /api/my/contracts/:id/code. */
export type ContractCodeSent = { sent: true; expiresAt: string };
