import { overlongStatementField, parseAmountCentavos, parseStatementDate, STATEMENT_LIMITS } from '@cdm/domain';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { XMLParser } from 'fast-xml-parser';
import type { LineProblem, ParsedLine } from './statement-line';

type Node = Record<string, unknown>;

const list = (value: unknown): Node[] => (value === undefined || value === null ? [] : Array.isArray(value) ? (value as Node[]) : [value as Node]);
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return String(value).trim();
};

export type Camt053Statement = { accountNumbers: string[]; lines: ParsedLine[]; problems: LineProblem[]; readable: boolean };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd'].includes(name),
});

/**
 * An ISO 20022 camt.053 (BkToCstmrStmt) statement: one line per entry (Ntry) with its booking date,
 * amount and credit/debit sign, the concept (Ustrd or AddtlNtryInf), the structured reference, the
 * tracking key (the SPEI clave de rastreo: ClrSysRef, else AcctSvcrRef) and the payer's name.
 */
export function parseCamt053(xml: string): Camt053Statement {
  // Statements carry no DTD; refusing one keeps entity expansion out entirely.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { accountNumbers: [], lines: [], problems: [], readable: false };
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    return { accountNumbers: [], lines: [], problems: [], readable: false };
  }
  const statements = list(node(node(document.Document).BkToCstmrStmt).Stmt);
  if (statements.length === 0) return { accountNumbers: [], lines: [], problems: [], readable: false };
  const accountNumbers: string[] = [];
  const lines: ParsedLine[] = [];
  const problems: LineProblem[] = [];
  let row = 0;
  for (const statement of statements) {
    const id = node(node(statement.Acct).Id);
    const account = text(id.IBAN) || text(node(id.Othr).Id);
    if (account) accountNumbers.push(account.replace(/\s+/g, ''));
    for (const entry of list(statement.Ntry)) {
      row += 1;
      const details = list(node(entry.NtryDtls).TxDtls)[0] ?? {};
      const remittance = node(details.RmtInf);
      const refs = node(details.Refs);
      const parties = node(details.RltdPties);
      const debtor = node(parties.Dbtr);
      const amount = parseAmountCentavos(text(entry.Amt));
      const bookedOn = parseStatementDate(text(node(entry.BookgDt).Dt) || text(node(entry.BookgDt).DtTm) || text(node(entry.ValDt).Dt));
      const sign = text(entry.CdtDbtInd);
      if (amount === null || amount < 0) problems.push({ row, problem: 'monto' });
      else if (!bookedOn) problems.push({ row, problem: 'fecha' });
      else if (sign !== 'CRDT' && sign !== 'DBIT') problems.push({ row, problem: 'cargo o abono' });
      else {
        const fields = {
          description: [...list(remittance.Ustrd).map(text), text(entry.AddtlNtryInf)].filter(Boolean).join(' '),
          reference: text(node(node(remittance.Strd).CdtrRefInf).Ref) || text(refs.EndToEndId),
          trackingKey: text(refs.ClrSysRef) || text(entry.AcctSvcrRef),
          payerName: text(debtor.Nm) || text(node(debtor.Pty).Nm),
        };
        // A field over its bound is an entry we cannot take as it is: refused, never cut.
        const overlong = overlongStatementField(fields);
        if (overlong) {
          problems.push({ row, problem: m.fieldTooLong(m.fieldNames[overlong], STATEMENT_LIMITS.fieldChars[overlong]) });
          continue;
        }
        const line: ParsedLine = { bookedOn, amountCentavos: sign === 'DBIT' ? -amount : amount, ...fields, raw: '' };
        line.raw = [line.bookedOn, line.amountCentavos, line.description, line.reference, line.payerName].join('|');
        lines.push(line);
      }
    }
  }
  return { accountNumbers, lines, problems, readable: true };
}
