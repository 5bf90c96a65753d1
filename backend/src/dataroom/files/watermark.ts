import { degrees, PDFDocument, rgb } from 'pdf-lib';
// Document tasks (canStamp, stampWatermark) run on the document pool's threads: imports stay light.
import { embedDocumentFonts, pdfText } from '../../platform/pdf/pdf-fonts';

const STAMP_COLOR = rgb(0.72, 0.08, 0.1);
const FOOTER_COLOR = rgb(0.35, 0.35, 0.38);

/** The investor's own name and email, as written: the stamp's font (DejaVu Sans) has their letters. */
export function watermarkText(name: string, email: string): string {
  return pdfText(`Confidencial · ${name.trim()} · ${email.trim()}`);
}

/** Whether the file can be stamped: an encrypted PDF cannot, nor one in which no page can be found. */
export async function canStamp({ bytes }: { bytes: Uint8Array }): Promise<boolean> {
  try {
    return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * Every page gets the text across its diagonal, faint, and once more in small print at its foot;
 * the document's keywords carry it too. The investor's copy is traceable to them if it leaks.
 */
export async function stampWatermark({ bytes, text }: { bytes: Uint8Array; text: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  // pdf-lib reads a damaged file leniently: without pages there would be nothing stamped.
  if (pdf.getPageCount() === 0) throw new Error('No pages to stamp');
  const { bold: font } = await embedDocumentFonts(pdf);
  pdf.setKeywords([text]);
  for (const page of pdf.getPages()) {
    const { x: left, y: bottom, width, height } = page.getMediaBox();
    const angle = Math.atan2(height, width);
    // As large as fits along 80 % of the diagonal, within readable bounds.
    const diagonal = Math.hypot(width, height) * 0.8;
    const size = Math.max(10, Math.min(40, (diagonal / font.widthOfTextAtSize(text, 10)) * 10));
    const textWidth = font.widthOfTextAtSize(text, size);
    const textHeight = font.heightAtSize(size);
    // Start so that the middle of the rotated line sits on the middle of the page.
    const x = left + width / 2 - (textWidth / 2) * Math.cos(angle) + (textHeight / 2) * Math.sin(angle);
    const y = bottom + height / 2 - (textWidth / 2) * Math.sin(angle) - (textHeight / 2) * Math.cos(angle);
    page.drawText(text, { x, y, size, font, color: STAMP_COLOR, opacity: 0.16, rotate: degrees((angle * 180) / Math.PI) });
    page.drawText(text, { x: left + 24, y: bottom + 14, size: 7, font, color: FOOTER_COLOR, opacity: 0.85 });
  }
  return pdf.save();
}
