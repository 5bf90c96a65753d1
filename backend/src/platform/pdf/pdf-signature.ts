import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';

/** What a reader shows beside the signature. */
export type SealDetails = { reason: string; name: string; location: string; contactInfo: string; signingTime: Date };

/** The sealing certificate as a task receives it: the PKCS#12 bytes and their password. */
export type SealCertificate = { p12: Uint8Array; password: string };

// Room for the PKCS#7 container (certificate chain and signature), in bytes; generous for a 4096-bit key.
const SIGNATURE_LENGTH = 16_384;

/**
 * Seals a PDF with a PAdES-style detached PKCS#7 signature (adbe.pkcs7.detached): any reader shows
 * it, and one changed byte of the file breaks it. Pure (no configuration): it runs on the document
 * pool's threads as well as in PdfSealer.
 */
export async function sealPdf(pdf: PDFDocument, certificate: SealCertificate, details: SealDetails): Promise<Buffer> {
  const signer = new P12Signer(Buffer.from(certificate.p12), { passphrase: certificate.password });
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: details.reason,
    name: details.name,
    location: details.location,
    contactInfo: details.contactInfo,
    signingTime: details.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    appName: 'Ciudad Deporte Motor ZMG',
  });
  // The placeholder is found by a byte search: object streams would compress it away.
  const withPlaceholder = await pdf.save({ useObjectStreams: false });
  return signpdf.sign(Buffer.from(withPlaceholder), signer, details.signingTime);
}
