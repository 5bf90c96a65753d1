import { Readable } from 'node:stream';
import type { CsvMapping } from '@cdm/contracts';
import { foldText, parseAmountCentavos, parseStatementDate } from '@cdm/domain';
import { parse } from 'csv-parse';
import type { LineProblem, ParsedLine } from './statement-line';

type Columns = { [key in keyof Omit<CsvMapping, 'delimiter'>]: number };

/** The header row: the first record that names the mapping's date and description columns (banks put account details above it). */
function headerColumns(record: string[], mapping: CsvMapping): Columns | null {
  const folded = record.map((cell) => foldText(cell));
  const at = (name: string | undefined) => (name && name.trim() ? folded.indexOf(foldText(name)) : -1);
  const columns: Columns = {
    date: at(mapping.date),
    amount: at(mapping.amount),
    credit: at(mapping.credit),
    debit: at(mapping.debit),
    description: at(mapping.description),
    reference: at(mapping.reference),
    trackingKey: at(mapping.trackingKey),
    payerName: at(mapping.payerName),
  };
  if (columns.date < 0 || columns.description < 0) return null;
  if ((columns.amount ?? -1) < 0 && (columns.credit ?? -1) < 0) return null;
  return columns;
}

export type CsvLine = { kind: 'line'; line: ParsedLine } | { kind: 'problem'; problem: LineProblem } | { kind: 'no_header' };

/**
 * A bank's CSV, streamed through csv-parse record by record with the account's column mapping:
 * dates dd/mm/yyyy or ISO, amounts with a decimal comma or point, one signed amount column or
 * separate credit (abono) and debit (cargo) columns. Yields each line, or the row that could not be read.
 */
export async function* parseCsvStatement(content: string, mapping: CsvMapping): AsyncGenerator<CsvLine> {
  const records = Readable.from([content]).pipe(
    parse({ delimiter: mapping.delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }),
  );
  let columns: Columns | null = null;
  let row = 0;
  for await (const record of records as AsyncIterable<string[]>) {
    row += 1;
    if (!columns) {
      columns = headerColumns(record, mapping);
      continue;
    }
    if (record.every((cell) => cell === '')) continue;
    const cell = (index: number | undefined) => (index !== undefined && index >= 0 ? (record[index] ?? '').trim() : '');
    const bookedOn = parseStatementDate(cell(columns.date));
    let amount: number | null;
    if ((columns.amount ?? -1) >= 0) amount = parseAmountCentavos(cell(columns.amount));
    else {
      const credit = cell(columns.credit) ? parseAmountCentavos(cell(columns.credit)) : 0;
      const debit = cell(columns.debit) ? parseAmountCentavos(cell(columns.debit)) : 0;
      amount = credit === null || debit === null ? null : Math.abs(credit) - Math.abs(debit);
    }
    if (!bookedOn) {
      yield { kind: 'problem', problem: { row, problem: 'fecha' } };
      continue;
    }
    if (amount === null || amount === 0) {
      yield { kind: 'problem', problem: { row, problem: 'monto' } };
      continue;
    }
    yield {
      kind: 'line',
      line: {
        bookedOn,
        amountCentavos: amount,
        description: cell(columns.description).slice(0, 500),
        reference: cell(columns.reference).slice(0, 140),
        trackingKey: cell(columns.trackingKey).slice(0, 60),
        payerName: cell(columns.payerName).slice(0, 140),
        raw: record.join('\u001f'),
      },
    };
  }
  if (!columns) yield { kind: 'no_header' };
}
