import { PDFDocument, PDFFont, PDFPage, rgb, RGB } from 'pdf-lib';
import { DocumentFonts, embedDocumentFonts, pdfText } from './pdf-fonts';

export const PDF_COLORS = {
  graphite: rgb(0.15, 0.15, 0.17),
  muted: rgb(0.45, 0.45, 0.48),
  raceRed: rgb(0.85, 0.06, 0.09),
  rule: rgb(0.85, 0.85, 0.87),
};

const LETTER: [number, number] = [612, 792];

export type TextStyle = { font?: 'regular' | 'bold'; size?: number; color?: RGB };
export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };
/** Pages written to be added after `before` pages of another document, `total` pages in all. */
export type PageNumbering = { before: number; total: number };

/**
 * A top-to-bottom document on letter pages: wrapped paragraphs, label/value rows and tables
 * whose rows wrap within their column and whose header is repeated on every page they reach.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  readonly width: number;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly fonts: DocumentFonts,
    private readonly margin: number,
  ) {
    this.width = LETTER[0] - 2 * margin;
    this.addPage();
  }

  static async create(options: { title: string; issuedAt: Date; margin?: number }): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(pdfText(options.title));
    pdf.setAuthor('Ciudad Deporte Motor ZMG');
    pdf.setCreationDate(options.issuedAt);
    pdf.setModificationDate(options.issuedAt);
    return new PdfWriter(pdf, await embedDocumentFonts(pdf), options.margin ?? 56);
  }

  get pageCount(): number {
    return this.pdf.getPageCount();
  }

  private addPage() {
    this.page = this.pdf.addPage(LETTER);
    this.y = LETTER[1] - this.margin;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensure(height: number): boolean {
    if (this.y - height >= this.margin) return false;
    this.addPage();
    return true;
  }

  private font(style: TextStyle): PDFFont {
    return style.font === 'bold' ? this.fonts.bold : this.fonts.regular;
  }

  /** Splits text into lines of at most `width` points; a word longer than a line is cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(text).split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  private lineHeight(style: TextStyle): number {
    return (style.size ?? 10) * 1.4;
  }

  /** A wrapped paragraph across the page width. */
  paragraph(text: string, style: TextStyle = {}, spaceAfter = 4): void {
    const height = this.lineHeight(style);
    for (const line of this.wrap(text, this.width, style)) {
      this.ensure(height);
      this.y -= height;
      this.page.drawText(line, { x: this.margin, y: this.y + height * 0.25, size: style.size ?? 10, font: this.font(style), color: style.color ?? PDF_COLORS.graphite });
    }
    this.y -= spaceAfter;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Label on the left, value (bold) in a second column; both wrap. */
  details(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 180): void {
    for (const [label, value] of rows) {
      this.row(
        [
          { text: label, width: labelWidth, style: { color: PDF_COLORS.muted, size: 10 } },
          { text: value, width: this.width - labelWidth, style: { font: 'bold', size: 10 } },
        ],
        true,
      );
    }
  }

  private row(cells: Array<{ text: string; width: number; style: TextStyle; align?: 'left' | 'right' }>, rule: boolean, onNewPage?: () => void): void {
    const padding = 3;
    const wrapped = cells.map((cell) => this.wrap(cell.text, cell.width - 2 * padding, cell.style));
    const height = Math.max(...wrapped.map((lines, index) => lines.length * this.lineHeight(cells[index].style))) + 2 * padding;
    if (this.ensure(height)) onNewPage?.();
    let x = this.margin;
    cells.forEach((cell, index) => {
      const lineHeight = this.lineHeight(cell.style);
      const font = this.font(cell.style);
      const size = cell.style.size ?? 10;
      wrapped[index].forEach((line, lineIndex) => {
        const textWidth = font.widthOfTextAtSize(line, size);
        const left = cell.align === 'right' ? x + cell.width - padding - textWidth : x + padding;
        const baseline = this.y - padding - (lineIndex + 1) * lineHeight + lineHeight * 0.25;
        this.page.drawText(line, { x: left, y: baseline, size, font, color: cell.style.color ?? PDF_COLORS.graphite });
      });
      x += cell.width;
    });
    this.y -= height;
    if (rule) {
      this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.5, color: PDF_COLORS.rule });
    }
  }

  /** A table: its header first, then again at the top of every page the rows continue on. */
  table(columns: TableColumn[], rows: string[][], size = 9): void {
    const header = () =>
      this.row(
        columns.map((column) => ({ text: column.header, width: column.width, align: column.align, style: { font: 'bold' as const, size } })),
        true,
      );
    // The header never sits alone at the foot of a page.
    this.ensure(this.lineHeight({ size }) * 2 + 12);
    header();
    for (const cells of rows) {
      this.row(
        cells.map((text, index) => ({ text, width: columns[index].width, align: columns[index].align, style: { size } })),
        true,
        header,
      );
    }
  }

  /**
   * Numbers the pages ('Página 2 de 3') and writes the file. Pages meant to follow another document
   * (a contract's signature page) are numbered in that document's sequence.
   */
  async save(numbering?: PageNumbering): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    const before = numbering?.before ?? 0;
    const total = numbering?.total ?? pages.length;
    pages.forEach((page, index) => {
      const label = `Página ${before + index + 1} de ${total}`;
      const width = this.fonts.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: LETTER[0] - this.margin - width, y: this.margin / 2, size: 8, font: this.fonts.regular, color: PDF_COLORS.muted });
    });
    return this.pdf.save();
  }
}
