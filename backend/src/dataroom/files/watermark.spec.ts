import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { canStamp, stampWatermark, watermarkText } from './watermark';

async function twoPageDocument(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const title of ['Memoria descriptiva', 'Planos de conjunto']) {
    pdf.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 18, font });
  }
  return pdf.save();
}

// Fonts are parsed and pdftotext runs for each document: slower than a pure unit on a busy machine.

describe('the data-room watermark', () => {
  it("stamps a name in Latin Extended and Vietnamese on every page, searchable, as the investor's name is written", async () => {
    const text = watermarkText('  Łukasz Nguyễn ', 'lukasz@example.mx');
    expect(text).toBe('Confidencial · Łukasz Nguyễn · lukasz@example.mx');

    const original = await twoPageDocument();
    expect(await canStamp({ bytes: original })).toBe(true);
    const stamped = await stampWatermark({ bytes: original, text });

    const pages = pdfPagesText(stamped);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page).toContain(['Memoria descriptiva', 'Planos de conjunto'][index]);
      // The footer line is horizontal: extracted whole.
      expect(page).toContain('Confidencial · Łukasz Nguyễn · lukasz@example.mx');
    });
    expect((await PDFDocument.load(stamped)).getKeywords()).toBe(text);
  });

  it('composes decomposed accents so each letter has its glyph', () => {
    expect(watermarkText('Nguye\u0302\u0303n', 'n@example.mx')).toBe('Confidencial · Nguyễn · n@example.mx');
  });
});
