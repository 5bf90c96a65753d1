import fc from 'fast-check';
import { csvCell } from './csv-cell';
import {
  endSentence,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatLongDateTime,
  formatMillionsOfPesos,
  formatMonth,
  formatPercent,
  formatPesos,
  formatTime,
  mexicoCityIsoDate,
  mexicoCityIsoDateTime,
  pesosForCsv,
} from './format';

describe('money from MXN centavos, es-MX', () => {
  it("writes the spec's figures with two decimals and MXN by default", () => {
    expect(formatPesos(1_000_000_000)).toBe('$10,000,000.00 MXN');
    expect(formatPesos(5_327_183)).toBe('$53,271.83 MXN');
    expect(formatPesos(953_378_588)).toBe('$9,533,785.88 MXN');
    expect(formatPesos(10_000_000)).toBe('$100,000.00 MXN');
  });

  it('rounds to whole pesos for round figures, or drops the decimals only when there are no centavos', () => {
    expect(formatPesos(1_000_000, { decimals: 0 })).toBe('$10,000 MXN');
    expect(formatPesos(1_000_000_000, { decimals: 0 })).toBe('$10,000,000 MXN');
    expect(formatPesos(1_000_000, { decimals: 'auto' })).toBe('$10,000 MXN');
    expect(formatPesos(1_000_050, { decimals: 'auto' })).toBe('$10,000.50 MXN');
  });

  it('leaves MXN out for a column whose heading says it', () => {
    expect(formatPesos(5_327_183, { currencyCode: false })).toBe('$53,271.83');
  });

  it('writes zero and negative amounts', () => {
    expect(formatPesos(0)).toBe('$0.00 MXN');
    expect(formatPesos(0, { decimals: 0 })).toBe('$0 MXN');
    expect(formatPesos(-250_000)).toBe('-$2,500.00 MXN');
    expect(formatPesos(-1)).toBe('-$0.01 MXN');
  });

  it('writes nothing for what is not a whole number of centavos (never NaN or undefined)', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 10.5]) expect(formatPesos(value)).toBe('');
  });

  it('never loses or invents a centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        const digits = formatPesos(centavos).replace(/[^\d-]/g, '');
        expect(BigInt(digits)).toBe(BigInt(centavos));
      }),
    );
  });

  it('shows statistics in millions with one decimal', () => {
    expect(formatMillionsOfPesos(1_250_000_000)).toBe('$12.5M MXN');
    expect(formatMillionsOfPesos(72_500_000_000)).toBe('$725.0M MXN');
    expect(formatMillionsOfPesos(null)).toBe('');
  });

  it('writes shares and file sizes', () => {
    expect(formatPercent(15)).toBe('15%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(100 / 3)).toBe('33.33%');
    expect(formatPercent(50, 1, 1)).toBe('50.0%');
    expect(formatPercent(12.345, 1, 1)).toBe('12.3%');
    expect(formatFileSize(2_400_000)).toBe('2.3 MB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(512_000)).toBe('500 KB');
  });
});

describe('dates and times in America/Mexico_City, es-MX', () => {
  // 22:38 UTC is 4:38 p.m. in Guadalajara (UTC-6); 02:30 UTC on the 22nd is still the 21st there.
  const afternoon = new Date('2026-11-21T22:38:00.000Z');
  const lateEvening = '2026-11-22T02:30:00.000Z';

  it('ends a time with one period', () => {
    expect(formatTime(afternoon)).toBe('4:38 p.m.');
    expect(formatTime('2026-11-21T15:05:00.000Z')).toBe('9:05 a.m.');
    expect(formatDateTime(afternoon)).toBe('21 nov 2026, 4:38 p.m.');
    expect(formatLongDateTime(afternoon)).toBe('21 de noviembre de 2026, 4:38 p.m.');
    expect(formatLongDateTime(afternoon)).not.toMatch(/\.\.$/);
  });

  it("shows an instant on Mexico City's calendar, and a calendar date as written", () => {
    expect(formatDate(lateEvening)).toBe('21 nov 2026');
    expect(formatLongDate(lateEvening)).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-12-01')).toBe('1 dic 2026');
    expect(formatLongDate('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(formatDateTime(lateEvening)).toBe('21 nov 2026, 8:30 p.m.');
  });

  it('writes nothing for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'no es fecha', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatLongDateTime(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
  });

  it('gives sortable Mexico City dates for rules, file names and CSV files', () => {
    expect(mexicoCityIsoDate(lateEvening)).toBe('2026-11-21');
    expect(mexicoCityIsoDate(new Date('2026-11-22T06:00:00.000Z'))).toBe('2026-11-22');
    expect(mexicoCityIsoDateTime(lateEvening)).toBe('2026-11-21 20:30');
    expect(mexicoCityIsoDateTime('2026-11-21T06:05:00.000Z')).toBe('2026-11-21 00:05');
    expect(mexicoCityIsoDateTime(null)).toBe('');
  });

  it('names calendar months', () => {
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    expect(formatMonth('2026-01-01', 'short')).toBe('ene');
    expect(formatMonth('pronto')).toBe('pronto');
  });

  it('adds the period of a sentence only when it does not end in one already', () => {
    expect(endSentence(`La unidad está apartada hasta ${formatDateTime(afternoon)}`)).toBe('La unidad está apartada hasta 21 nov 2026, 4:38 p.m.');
    expect(endSentence('La unidad vence el 1 dic 2026')).toBe('La unidad vence el 1 dic 2026.');
    expect(endSentence('¿Listo?')).toBe('¿Listo?');
  });
});

describe('CSV cells', () => {
  it('writes amounts as plain numbers a spreadsheet adds up, negative ones too', () => {
    expect(pesosForCsv(-250_000)).toBe('-2500.00');
    expect(pesosForCsv(5_327_183)).toBe('53271.83');
    expect(pesosForCsv(0)).toBe('0.00');
    expect(pesosForCsv(-5)).toBe('-0.05');
    expect(pesosForCsv(null)).toBe('');
    expect(csvCell(pesosForCsv(-250_000))).toBe('-2500.00');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(-3)).toBe('-3');
  });

  it('keeps a text that starts like a formula from running, even one that starts with a minus', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+52 33 1234 5678')).toBe(`'+52 33 1234 5678`);
    expect(csvCell('-2500+A1')).toBe(`'-2500+A1`);
    expect(csvCell('-1e3')).toBe(`'-1e3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
  });

  it('guards every piece a spreadsheet splitting on ; , tab or a line break would make', () => {
    expect(csvCell("-1+1;=cmd|' /C calc'!A0")).toBe(`"'-1+1;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Pago enero,=HYPERLINK("http://x")')).toBe(`"Pago enero,'=HYPERLINK(""http://x"")"`);
    expect(csvCell('Concepto; @SUM(A1)')).toBe(`"Concepto; '@SUM(A1)"`);
    expect(csvCell('primera línea\n+52 33')).toBe(`"primera línea\n'+52 33"`);
    expect(csvCell('\tTAB')).toBe(`"'\tTAB"`);
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
    // Amounts stay amounts, in a cell of their own or after a separator.
    expect(csvCell('1500.00;-250.00')).toBe('"1500.00;-250.00"');
    expect(csvCell('Abono, sin referencia')).toBe('"Abono, sin referencia"');
  });

  it('leaves no piece of any text starting like a formula, whatever a split cuts', () => {
    const pieces = fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\r', '\n', ' ', '"', "'", 'a', '1', '.', 'cmd|', '(');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')), (text) => {
        for (const piece of csvCell(text).replace(/^"|"$/g, '').split(/[,;\t\r\n]/)) {
          const start = piece.replace(/^[\s"]*/, '');
          expect(/^[=+\-@]/.test(start) && !/^-?\d+(\.\d+)?$/.test(piece.trim())).toBe(false);
        }
      }),
    );
  });

  it('quotes commas, quotes and line breaks; booleans are Sí/No; nothing is empty', () => {
    expect(csvCell('Boxes Premium, Lotes')).toBe('"Boxes Premium, Lotes"');
    expect(csvCell('Dijo "hola"')).toBe('"Dijo ""hola"""');
    expect(csvCell(true)).toBe('Sí');
    expect(csvCell(null)).toBe('');
  });

  it('lets every plain number through as it is and guards everything else that starts like a formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (centavos) => {
        expect(csvCell(pesosForCsv(centavos))).toBe(pesosForCsv(centavos));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('=', '+', '-', '@'), fc.string(), (start, rest) => {
        const text = `${start}${rest}`;
        fc.pre(!/^-?\d+(\.\d+)?$/.test(text));
        expect(csvCell(text).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
      }),
    );
  });
});
