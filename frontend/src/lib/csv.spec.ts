import { buildCsv, CSV_BOM, csvFileName } from './csv';
import { pesosForCsv } from './format';

describe('CSV export (Descargar CSV)', () => {
  it('starts with a UTF-8 byte order mark so Excel reads accents, and ends lines with CRLF', () => {
    const csv = buildCsv(['Nombre', 'Ciudad'], [['José Peña', 'Zapopan']]);

    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFNombre,Ciudad\r\nJosé Peña,Zapopan\r\n');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes inside', () => {
    const csv = buildCsv(['a', 'b', 'c', 'd'], [['Boxes Premium, Lotes', 'Dijo "hola"', 'línea 1\nlínea 2', 'sin comillas']]);

    expect(csv).toBe('\uFEFFa,b,c,d\r\n"Boxes Premium, Lotes","Dijo ""hola""","línea 1\nlínea 2",sin comillas\r\n');
  });

  it('writes empty cells for null and undefined, Sí/No for booleans and numbers as they are', () => {
    expect(buildCsv(['x'], [[null], [undefined], [true], [false], [-3], [0]])).toBe('\uFEFFx\r\n\r\n\r\nSí\r\nNo\r\n-3\r\n0\r\n');
  });

  it('keeps spreadsheets from running text cells as formulas', () => {
    const line = buildCsv(['x', 'y', 'z'], [['=HYPERLINK("http://x")', '+52 33 1234 5678', '@SUM(A1)']]).split('\r\n')[1];

    expect(line).toBe(`"'=HYPERLINK(""http://x"")",'+52 33 1234 5678,'@SUM(A1)`);
  });

  it("keeps a spreadsheet that splits on ';' from finding a formula inside a cell (Descargar CSV and the server's exports share the rule)", () => {
    const line = buildCsv(['Concepto'], [["-1+1;=cmd|' /C calc'!A0"]]).split('\r\n')[1];

    expect(line).toBe(`"'-1+1;'=cmd|' /C calc'!A0"`);
    expect(line.replace(/^"|"$/g, '').split(';').every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
  });

  it('writes amounts, negative ones too, as numbers a spreadsheet adds up (not as text)', () => {
    const line = buildCsv(['Monto', 'Saldo'], [[pesosForCsv(-250_000), pesosForCsv(5_327_183)]]).split('\r\n')[1];

    expect(line).toBe('-2500.00,53271.83');
  });

  it('names the file with the date', () => {
    expect(csvFileName('solicitudes-informacion', '2026-11-21')).toBe('solicitudes-informacion-2026-11-21.csv');
  });
});
