import {
  canOpenDataRoomDocument,
  DATA_ROOM_MAX_BYTES,
  dataRoomFileName,
  detectDataRoomFileType,
  DOCX_TYPE,
  isViewableInBrowser,
  PPTX_TYPE,
  XLSX_TYPE,
} from './data-room-file';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** A ZIP of stored (uncompressed) entries, as Office writes them, with or without its central directory. */
function zip(entries: string[], { centralDirectory = true, dataDescriptor = false } = {}): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const name of entries) {
    const offset = local.length;
    const data = [...'<xml/>'].map((char) => char.charCodeAt(0));
    const nameBytes = [...name].map((char) => char.charCodeAt(0));
    const flags = dataDescriptor ? 0x08 : 0;
    const size = dataDescriptor ? 0 : data.length;
    local.push(0x50, 0x4b, 3, 4, ...le16(20), ...le16(flags), ...le16(0), ...le16(0), ...le16(0), ...le32(0), ...le32(size), ...le32(size));
    local.push(...le16(nameBytes.length), ...le16(0), ...nameBytes, ...data);
    central.push(0x50, 0x4b, 1, 2, ...le16(20), ...le16(20), ...le16(flags), ...le16(0), ...le16(0), ...le16(0), ...le32(0));
    central.push(...le32(data.length), ...le32(data.length), ...le16(nameBytes.length), ...le16(0), ...le16(0), ...le16(0), ...le16(0));
    central.push(...le32(0), ...le32(offset), ...nameBytes);
  }
  if (!centralDirectory) return Uint8Array.from(local);
  const end = [0x50, 0x4b, 5, 6, ...le16(0), ...le16(0), ...le16(entries.length), ...le16(entries.length), ...le32(central.length), ...le32(local.length), ...le16(0)];
  return Uint8Array.from([...local, ...central, ...end]);
}

const WORKBOOK = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml'];

describe('data room file type by its content', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'plano.pdf', 'application/pdf'],
    ['a PDF whatever its name says', bytes('%PDF-1.4\n'), 'plano.xlsx', 'application/pdf'],
    ['a PNG render', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR'), 'render.png', 'image/png'],
    ['a JPEG photo', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'obra.jpeg', 'image/jpeg'],
    ['a WebP image', bytes('RIFF', 0x24, 0x08, 0, 0, 'WEBPVP8 '), 'vista.webp', 'image/webp'],
    ['an Excel workbook', zip(WORKBOOK), 'finanzas.xlsx', XLSX_TYPE],
    ['an Excel workbook named .zip', zip(WORKBOOK), 'finanzas.zip', XLSX_TYPE],
    ['a Word document', zip(['[Content_Types].xml', 'word/document.xml']), 'contrato.docx', DOCX_TYPE],
    ['a PowerPoint deck', zip(['[Content_Types].xml', 'ppt/presentation.xml']), 'deck.pptx', PPTX_TYPE],
    ['a workbook without its central directory (local headers)', zip(WORKBOOK, { centralDirectory: false }), 'f.xlsx', XLSX_TYPE],
    ['a CSV of figures', bytes('unidad,precio\nA1P,10000000\n'), 'precios.csv', 'text/csv'],
    ['a CSV with accents (UTF-8)', bytes('m\u00c3\u00b3dulo,\u00c3\u00a1rea\n'), 'MODULOS.CSV', 'text/csv'],
  ])('recognises %s', (_name, content, fileName, expected) => {
    expect(detectDataRoomFileType(content, fileName)).toBe(expected);
  });

  it.each([
    ['a Windows executable renamed .pdf', bytes('MZ', 0x90, 0, 3, 0), 'plano.pdf'],
    ['a Windows executable renamed .csv', bytes('MZ', 0x90, 0, 3, 0), 'datos.csv'],
    ['a plain ZIP archive', zip(['notas.txt', 'fotos/a.jpg']), 'archivo.xlsx'],
    ['a ZIP that names a workbook but has no [Content_Types].xml', zip(['xl/workbook.xml']), 'f.xlsx'],
    ['an OOXML package of another kind', zip(['[Content_Types].xml', 'visio/document.xml']), 'f.vsdx'],
    ['a workbook streamed with data descriptors and no central directory', zip(WORKBOOK, { centralDirectory: false, dataDescriptor: true }), 'f.xlsx'],
    ['a truncated ZIP signature', bytes('PK', 3, 4), 'f.xlsx'],
    ['text that is not named .csv', bytes('unidad,precio\n'), 'precios.txt'],
    ['a .csv with NUL bytes', bytes('unidad,precio\n', 0, 0, 'x'), 'precios.csv'],
    ['an HTML page', bytes('<!doctype html><script>'), 'pagina.html'],
    ['an empty file', bytes(), 'vacio.csv'],
  ])('refuses %s', (_name, content, fileName) => {
    expect(detectDataRoomFileType(content, fileName)).toBeNull();
  });

  it('finds the central directory after an archive comment', () => {
    const withComment = Uint8Array.from([...zip(WORKBOOK).slice(0, -2), ...le16(5), ...bytes('hola!')]);
    expect(detectDataRoomFileType(withComment, 'f.xlsx')).toBe(XLSX_TYPE);
  });

  it('allows 50 MB at most and shows only PDFs and images in the browser', () => {
    expect(DATA_ROOM_MAX_BYTES).toBe(52_428_800);
    expect(isViewableInBrowser('application/pdf')).toBe(true);
    expect(isViewableInBrowser('image/webp')).toBe(true);
    expect(isViewableInBrowser(XLSX_TYPE)).toBe(false);
    expect(isViewableInBrowser('text/csv')).toBe(false);
  });
});

describe('file names of served documents', () => {
  it.each([
    ['Plano maestro (rev. B)', 2, 'application/pdf', 'plano-maestro-rev-b-v2.pdf'],
    ['Estados financieros 2025 · Auditoría', 1, XLSX_TYPE, 'estados-financieros-2025-auditoria-v1.xlsx'],
    ['Contrato de compraventa «Box Premium»', 3, DOCX_TYPE, 'contrato-de-compraventa-box-premium-v3.docx'],
    ['¿?', 1, 'text/csv', 'documento-v1.csv'],
  ] as const)('names %s version %i', (title, version, type, expected) => {
    expect(dataRoomFileName(title, version, type)).toBe(expected);
  });

  it('keeps names short', () => {
    expect(dataRoomFileName('a'.repeat(300), 1, 'application/pdf')).toBe(`${'a'.repeat(80)}-v1.pdf`);
  });
});

describe('who may open a data room document', () => {
  it.each([
    ['all_investors', false, true],
    ['all_investors', true, true],
    ['paid_reservation', false, false],
    ['paid_reservation', true, true],
  ] as const)('%s, paid reservation %s → %s', (visibility, hasPaidReservation, expected) => {
    expect(canOpenDataRoomDocument(visibility, { hasPaidReservation })).toBe(expected);
  });
});
