import { createHash } from 'node:crypto';
import type { BankLineView } from '@cdm/contracts';

/** One movement of a statement as read from the file: a credit (positive) or a debit (negative). */
export type ParsedLine = Pick<BankLineView, 'bookedOn' | 'amountCentavos' | 'description' | 'reference' | 'trackingKey' | 'payerName'> & {
  /** The line as the file wrote it (normalised), hashed into its identity when there is no tracking key. */
  raw: string;
};

/** A row the parser could not read: its number in the file and what was wrong, for the person's message. */
export type LineProblem = { row: number; problem: string };

/**
 * A line's identity within its account: date, amount and the tracking key (clave de rastreo), or
 * the hash of the raw line and how many identical lines came before it in the same file (two
 * identical transfers on one day stay two lines; the same statement uploaded again is the same lines).
 */
export function lineKey(line: ParsedLine, occurrence: number): string {
  const identity = line.trackingKey
    ? `t:${line.trackingKey.toUpperCase()}`
    : `h:${createHash('sha256').update(`${line.raw}#${occurrence}`).digest('hex').slice(0, 40)}`;
  return `${line.bookedOn}|${line.amountCentavos}|${identity}`;
}

/** Counts identical raw lines as they stream by, for lineKey's occurrence. */
export class OccurrenceCounter {
  private readonly seen = new Map<string, number>();

  next(line: ParsedLine): number {
    if (line.trackingKey) return 0;
    const key = `${line.bookedOn}|${line.amountCentavos}|${line.raw}`;
    const count = this.seen.get(key) ?? 0;
    this.seen.set(key, count + 1);
    return count;
  }
}

/** The file's text: UTF-8 when it is valid UTF-8 (a BOM dropped), else Latin-1 (Windows-1252), as Mexican banks export. */
export function decodeStatement(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
