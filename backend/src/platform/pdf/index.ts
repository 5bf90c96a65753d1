export { embedDocumentFonts, pdfText, type DocumentFonts } from './pdf-fonts';
export { PDF_COLORS, PdfWriter, type PageNumbering, type TableColumn, type TextStyle } from './pdf-writer';
export { makeSelfSignedSealCertificate, PdfSealer } from './pdf-seal';
export { sealPdf, type SealCertificate, type SealDetails } from './pdf-signature';
export { certificateInfo, p12Certificate, sealCertificateOf, type SealCertificateInfo } from './seal-certificate';
export { SealCertificates, SealCertificatesModule, type KnownSealCertificate } from './seal-certificates';
