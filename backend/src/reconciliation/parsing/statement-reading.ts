// Document task (runs on the document pool's threads, platform/documents): a statement file read
// whole — decoded, checked and parsed — off the API's request loop. Every file it cannot read is
// answered with what is wrong, in Spanish, for a 400: empty, not a CSV, a quote closed mid-cell at
// line N, a line over the bound, a field over its bound, no header with the account's columns.
import type { CsvMapping, StatementFormat } from '@cdm/contracts';
import { STATEMENT_LIMITS } from '@cdm/domain';
import { CsvError } from 'csv-parse';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { parseCamt053 } from './camt053';
import { parseCsvStatement } from './csv-statement';
import { decodeStatement, type LineProblem, type ParsedLine } from './statement-line';

export type StatementItem = { kind: 'line'; line: ParsedLine } | { kind: 'problem'; problem: LineProblem };
/**
 * `items` are JSON texts, one per item (statementItems() reads them back one by one): handing 10,000
 * strings back to the API's thread costs it a fraction of 10,000 objects of seven strings each, which
 * it would rebuild in one go before anything else could run.
 */
export type StatementReading = { ok: true; accountNumbers: string[]; items: string[] } | { ok: false; message: string };

/** The items of a reading, parsed as they are taken (between the batches the caller awaits). */
export function* statementItems(items: string[]): Generator<StatementItem> {
  for (const item of items) yield JSON.parse(item) as StatementItem;
}

const refused = (message: string): StatementReading => ({ ok: false, message });

export async function readStatement({ bytes, format, mapping }: { bytes: Uint8Array; format: StatementFormat; mapping: CsvMapping | null }): Promise<StatementReading> {
  const text = decodeStatement(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (text.replace(/^\uFEFF/, '').trim() === '') return refused(m.fileEmpty);
  if (format === 'camt053') {
    const parsed = parseCamt053(text);
    if (!parsed.readable) return refused(m.unreadableXml);
    return {
      ok: true,
      accountNumbers: parsed.accountNumbers,
      items: [...parsed.problems.map((problem) => JSON.stringify({ kind: 'problem', problem })), ...parsed.lines.map((line) => JSON.stringify({ kind: 'line', line }))],
    };
  }
  if (!mapping) return refused(m.noMapping);
  const notCsv = notCsvProblem(text);
  if (notCsv) return refused(notCsv);
  const longLine = firstLineOver(text, STATEMENT_LIMITS.lineChars);
  if (longLine) return refused(m.lineTooLong(longLine, STATEMENT_LIMITS.lineChars));
  const items: string[] = [];
  try {
    for await (const item of parseCsvStatement(text, mapping)) {
      if (item.kind === 'no_header') return refused(m.noHeader);
      items.push(JSON.stringify(item));
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number((error as CsvError & { lines?: number }).lines ?? 0);
    if (error.code === 'CSV_MAX_RECORD_SIZE') return refused(m.lineTooLong(line, STATEMENT_LIMITS.lineChars));
    if (/QUOTE/.test(error.code)) return refused(m.badQuote(line));
    return refused(m.unreadableCsv(line));
  }
  return { ok: true, accountNumbers: [], items };
}

/** A file that is plainly something else: binary (a PDF, an image, a spreadsheet), JSON or XML. */
function notCsvProblem(text: string): string | null {
  if (text.includes('\u0000')) return m.notCsvBinary;
  const first = /\S/.exec(text.replace(/^\uFEFF/, ''))?.[0];
  if (first === '{' || first === '[') return m.notCsvJson;
  if (first === '<') return m.notCsvXml;
  return null;
}

/** The number of the first line longer than `limit` characters, or null (scanned before any parsing). */
function firstLineOver(text: string, limit: number): number | null {
  let start = 0;
  for (let line = 1; start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > limit + 1) return line;
    if (end === -1) return null;
    start = end + 1;
  }
  return null;
}
