// Document tasks (run on the document pool's threads, platform/documents): the contract as the
// investor reads it, and its sealed copy. Imports stay light: no Nest, no configuration.
import { ContractFigures, formatLongDate, formatLongDateTime, formatPercent, formatPesos, SIGNATURE_IMAGE_LIMITS } from '@cdm/domain';
import { PDFDocument } from 'pdf-lib';
import { reencodePng } from '../platform/documents/png-image';
import { PdfWriter } from '../platform/pdf/pdf-writer';
import { sealPdf, type SealCertificate } from '../platform/pdf/pdf-signature';
import { CONTRACT_CLAUSES, CONTRACT_TITLE } from './contract-text';
import { CONTRACTS_MESSAGES as m } from './contracts.messages';

export type ContractParties = {
  developerName: string;
  representative: string;
  investorName: string;
  investorEmail: string;
};

export type ContractUnit = { unitCode: string; module: string; productTypeName: string; areaM2: number };

export type ContractDocumentInput = {
  contractId: string;
  parties: ContractParties;
  unit: ContractUnit;
  figures: ContractFigures;
  textVersion: string;
  issuedAt: Date;
};

/** The contract as the investor reads and signs it: parties, unit, figures, clauses, text version. */
export async function contractDocument(input: ContractDocumentInput): Promise<Uint8Array> {
  const { parties, unit, figures } = input;
  const writer = await PdfWriter.create({ title: `${CONTRACT_TITLE} · ${unit.unitCode}`, issuedAt: input.issuedAt });
  writer.paragraph(CONTRACT_TITLE, { font: 'bold', size: 16 }, 6);
  writer.paragraph(m.pdf.subtitle(unit.unitCode, formatLongDate(input.issuedAt)), { size: 9 }, 12);

  writer.paragraph(m.pdf.partiesHeading, { font: 'bold', size: 12 }, 4);
  writer.details([
    [m.pdf.seller, parties.developerName],
    [m.pdf.representative, parties.representative],
    [m.pdf.buyer, parties.investorName],
    [m.pdf.buyerEmail, parties.investorEmail],
  ]);
  writer.space(10);

  writer.paragraph(m.pdf.unitHeading, { font: 'bold', size: 12 }, 4);
  writer.details([
    [m.pdf.unitCode, unit.unitCode],
    [m.pdf.module, unit.module],
    [m.pdf.type, unit.productTypeName],
    [m.pdf.area, `${unit.areaM2} m²`],
  ]);
  writer.space(10);

  writer.paragraph(m.pdf.figuresHeading, { font: 'bold', size: 12 }, 4);
  const rows: Array<readonly [string, string]> = [
    [m.pdf.listPrice, formatPesos(figures.listPriceCentavos)],
    [m.pdf.discount(formatPercent(figures.discountPercent)), `-${formatPesos(figures.discountCentavos)}`],
    [m.pdf.price, formatPesos(figures.priceCentavos)],
    [m.pdf.downPayment(formatPercent(figures.downPaymentPercent)), m.pdf.downPaymentOn(formatPesos(figures.downPaymentCentavos), formatLongDate(figures.downPaymentDate))],
    [m.pdf.monthly, m.pdf.monthlyValue(formatPesos(figures.monthlyPaymentCentavos), figures.termMonths, figures.paymentDay)],
    [m.pdf.monthlyTotal, formatPesos(figures.monthlyTotalCentavos)],
    [m.pdf.finalPayment, m.pdf.finalPaymentValue(formatPesos(figures.finalPaymentWithInterestCentavos), formatPesos(figures.finalPaymentCentavos))],
    [m.pdf.interest, formatPesos(figures.totalInterestCentavos)],
    [m.pdf.totalPayment, formatPesos(figures.totalPaymentCentavos)],
    [m.pdf.deposit, `-${formatPesos(figures.depositAppliedCentavos)}`],
  ];
  if (figures.referralDiscountCentavos > 0) rows.push([m.pdf.referralDiscount, `-${formatPesos(figures.referralDiscountCentavos)}`]);
  rows.push([m.pdf.balance, formatPesos(figures.balanceDueCentavos)]);
  writer.details(rows);
  writer.space(12);

  writer.paragraph(m.pdf.clausesHeading, { font: 'bold', size: 12 }, 6);
  for (const clause of CONTRACT_CLAUSES) {
    writer.paragraph(clause.heading, { font: 'bold', size: 10 }, 2);
    for (const paragraph of clause.paragraphs) writer.paragraph(paragraph, { size: 10 }, 6);
  }
  writer.space(8);
  writer.paragraph(m.pdf.textVersion(input.textVersion, input.contractId), { size: 8 }, 0);
  return writer.save();
}

export type SignerEvidence = {
  role: string;
  name: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  method: string;
  signaturePng?: Uint8Array | null;
};

export type SealedContractInput = {
  document: Uint8Array;
  evidence: { documentSha256: string; contractId: string; textVersion: string; signers: SignerEvidence[]; sealedAt: Date; developerName: string; contact: string };
  certificate: SealCertificate;
};

/**
 * The signed copy: the document the investor read, then a signature page with its SHA-256 and each
 * signer's evidence, sealed with the developer's certificate (PKCS#7). The page is added to a copy
 * of the document and numbered after its pages; the hash on it is that of the bytes the investor was
 * shown (their pages keep the numbers they were signed with). A drawn signature is decoded again
 * within the signature bounds (one stored before the bounds existed may be unreadable: the page says so).
 */
export async function sealedContract({ document, evidence, certificate }: SealedContractInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(document, { updateMetadata: false });
  const drawn = evidence.signers.find((signer) => signer.signaturePng);
  const image = drawn?.signaturePng ? reencodePng({ bytes: drawn.signaturePng, limits: SIGNATURE_IMAGE_LIMITS }) : null;

  const page = await PdfWriter.create({ title: CONTRACT_TITLE, issuedAt: evidence.sealedAt });
  page.paragraph(m.pdf.signaturePageHeading, { font: 'bold', size: 14 }, 8);
  page.paragraph(m.pdf.signaturePageIntro, { size: 10 }, 8);
  page.details([
    [m.pdf.contractId, evidence.contractId],
    [m.pdf.textVersionLabel, evidence.textVersion],
    [m.pdf.sealedAt, formatLongDateTime(evidence.sealedAt)],
  ]);
  // The hash on one line of its own, so that it can be read and copied whole.
  page.space(6);
  page.paragraph(m.pdf.documentHash, { size: 9 }, 2);
  page.paragraph(evidence.documentSha256, { font: 'bold', size: 8 }, 4);
  for (const signer of evidence.signers) {
    page.space(12);
    page.paragraph(signer.role, { font: 'bold', size: 11 }, 4);
    page.details([
      [m.pdf.signerName, signer.name],
      [m.pdf.signedAt, formatLongDateTime(signer.signedAt)],
      [m.pdf.method, signer.method],
      [m.pdf.ip, signer.ip],
      [m.pdf.userAgent, signer.userAgent],
    ]);
  }
  if (image && !image.ok) {
    page.space(8);
    page.paragraph(m.pdf.drawnSignatureUnreadable, { size: 9 }, 0);
  }
  page.space(10);
  page.paragraph(m.pdf.verifyHint, { size: 9 }, 0);
  const documentPages = pdf.getPageCount();
  const signaturePages = await PDFDocument.load(await page.save({ before: documentPages, total: documentPages + page.pageCount }));

  const copied = await pdf.copyPages(signaturePages, signaturePages.getPageIndices());
  const added = copied.map((copy) => pdf.addPage(copy));
  const last = added[added.length - 1];
  if (image?.ok) {
    const embedded = await pdf.embedPng(image.png);
    // Within 160 × 80 points, in its own proportions.
    const scale = Math.min(160 / embedded.width, 80 / embedded.height);
    const width = embedded.width * scale;
    last.drawImage(embedded, { x: last.getWidth() - 56 - width, y: 70, width, height: embedded.height * scale });
  }
  pdf.setModificationDate(evidence.sealedAt);
  return sealPdf(pdf, certificate, {
    reason: m.pdf.sealReason,
    name: evidence.developerName,
    location: 'Zona Metropolitana de Guadalajara, Jalisco, México',
    contactInfo: evidence.contact,
    signingTime: evidence.sealedAt,
  });
}
