import { createHash } from 'node:crypto';
import { PARTNER_PAYMENT_PROOF_MAX_BYTES } from '@cdm/contracts';
import { detectIdDocumentType, ID_DOCUMENT_EXTENSIONS, type IdDocumentType } from '@cdm/domain';
import { PaymentProofTooLargeError, UnsupportedPaymentProofError } from './partners.errors';

/** A proof file as it arrived: its bytes and the name it had on the person's computer. */
export type UploadedPaymentProof = { bytes: Buffer; fileName: string };

export type JudgedPaymentProof = { contentType: IdDocumentType; sizeBytes: number; sha256: string; fileName: string; bytes: Buffer };

/**
 * A proof is accepted for what its bytes are (the same four types as an ID document), never for
 * its name or the type the browser declares.
 */
export function judgePaymentProof({ bytes, fileName }: UploadedPaymentProof): JudgedPaymentProof {
  if (bytes.length > PARTNER_PAYMENT_PROOF_MAX_BYTES) throw new PaymentProofTooLargeError();
  const contentType = detectIdDocumentType(bytes);
  if (!contentType) throw new UnsupportedPaymentProofError();
  return {
    contentType,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    fileName: proofFileName(fileName, contentType),
    bytes,
  };
}

const PROOF_NAME_STEM_MAX = 100;

/**
 * The person's file name in plain ASCII, safe in a Content-Disposition header and on any disk,
 * with the extension of the file's real type: 'Recibo de depósito (marzo).PNG' → 'Recibo-de-deposito-marzo.png'.
 */
export function proofFileName(original: string, contentType: IdDocumentType): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, PROOF_NAME_STEM_MAX)
    .replace(/[-._]+$/, '');
  return `${stem || 'comprobante'}.${ID_DOCUMENT_EXTENSIONS[contentType]}`;
}
