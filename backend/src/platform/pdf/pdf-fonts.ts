import type Fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// pdf-lib's standard fonts encode WinAnsi only: 'Łukasz Nguyễn' made the statement answer 500 and
// the quotation email fail (decisions.md #31). DejaVu Sans covers Latin Extended, Vietnamese, Greek and
// Cyrillic; it ships in the dejavu-fonts-ttf package (a runtime dependency, so the Docker image's
// node_modules has it), found from its package.json wherever node_modules is: dev, tests, backend/dist.
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

function loadFontFiles() {
  fontFiles ??= {
    regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export type DocumentFonts = { regular: PDFFont; bold: PDFFont };

// Parsing a 700 KB font file took most of a document's time; the parsed font is read-only for
// pdf-lib (each document makes its own subset of it), so it is parsed once per process. fontkit is
// loaded on the first document (about 10 MB): most processes (the daily run, the API until someone
// downloads a PDF) never write one.
type FontkitFont = ReturnType<typeof Fontkit.create>;
const parsedFonts = new Map<Uint8Array, FontkitFont>();
let parsedOnce: typeof Fontkit | undefined;

async function fontkitParsingOnce(): Promise<typeof Fontkit> {
  if (parsedOnce) return parsedOnce;
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  parsedOnce = {
    ...fontkit,
    create: (buffer: Uint8Array, postscriptName?: string) => {
      let font = parsedFonts.get(buffer);
      if (!font) {
        font = fontkit.create(buffer, postscriptName);
        parsedFonts.set(buffer, font);
      }
      return font;
    },
  };
  return parsedOnce;
}

/** Embeds DejaVu Sans (regular and bold), subset to the letters the document uses. */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  pdf.registerFontkit(await fontkitParsingOnce());
  const files = loadFontFiles();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}

/** Text as the font draws it: composed (NFC) so 'ễ' is one glyph, and without control characters. */
export function pdfText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.normalize('NFC').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/[\t\r\n]+/g, ' ');
}
