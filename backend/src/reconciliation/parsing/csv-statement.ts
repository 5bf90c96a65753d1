import { Readable } from 'node:stream';
import type { CsvMapping } from '@cdm/contracts';
import { foldText, overlongStatementField, parseAmountCentavos, parseStatementDate, STATEMENT_LIMITS } from '@cdm/domain';
import { parse } from 'csv-parse';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
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
 * separate credit (abono) and debit (cargo) columns. Yields each line, or the row that could not be
 * read (its line in the file, what was wrong); a field over its bound (STATEMENT_LIMITS) is a row
 * that could not be read, never cut. csv-parse's own errors (a quote closed in the middle of a cell,
 * a record over the line bound) are thrown as CsvError with the line (statement-reading.ts says them).
 */
export async function* parseCsvStatement(content: string, mapping: CsvMapping): AsyncGenerator<CsvLine> {
  const records = Readable.from([content]).pipe(
    parse({
      delimiter: mapping.delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: STATEMENT_LIMITS.lineChars,
    }),
  );
  let columns: Columns | null = null;
  for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const row = info.lines;
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
    const fields = { description: cell(columns.description), reference: cell(columns.reference), trackingKey: cell(columns.trackingKey), payerName: cell(columns.payerName) };
    const overlong = overlongStatementField(fields);
    if (overlong) {
      yield { kind: 'problem', problem: { row, problem: m.fieldTooLong(m.fieldNames[overlong], STATEMENT_LIMITS.fieldChars[overlong]) } };
      continue;
    }
    yield { kind: 'line', line: { bookedOn, amountCentavos: amount, ...fields, raw: record.join('\u001f') } };
  }
  if (!columns) yield { kind: 'no_header' };
}
