export { embedDocumentFonts, pdfText, type DocumentFonts } from './pdf-fonts';
export { PDF_COLORS, PdfWriter, type TableColumn, type TextStyle } from './pdf-writer';
export { makeSelfSignedSealCertificate, PdfSealer, type SealDetails } from './pdf-seal';
