export { embedDocumentFonts, pdfText, type DocumentFonts } from './pdf-fonts';
export { PDF_COLORS, PdfWriter, type TableColumn, type TextStyle } from './pdf-writer';
export { makeSelfSignedSealCertificate, PdfSealer, type SealDetails } from './pdf-seal';
export { certificateInfo, p12Certificate, sealCertificateOf, type SealCertificateInfo } from './seal-certificate';
export { SealCertificates, SealCertificatesModule, type KnownSealCertificate } from './seal-certificates';
