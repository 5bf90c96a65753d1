import { createHash } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankStatementSummary, CsvMapping } from '@cdm/contracts';
import { MoneyLedger, MoneyTargetChangedEvent, type MoneyTarget } from '../../payments';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool, documentTasks, DocumentWorkError } from '../../platform/documents';
import { Outbox } from '../../platform/outbox';
import { lineKey, OccurrenceCounter, type LineProblem, type ParsedLine } from '../parsing/statement-line';
import { statementItems, type StatementReading } from '../parsing/statement-reading';
import { moneyTargetOf, PaymentTargets } from '../payment-targets';
import { NewBankLine, ReconciliationRepository } from '../persistence/reconciliation.repository';
import { StatementInputError } from '../reconciliation.errors';
import { RECONCILIATION_MESSAGES as m } from '../reconciliation.messages';
import { StatementMatcher } from '../statement-matcher';
import { lineReceipt } from './line-receipt';
import { UploadStatementCommand } from './upload-statement.command';

/** The statement file is decoded and parsed on the document pool's threads (parsing/statement-reading.ts). */
const STATEMENT_TASKS = documentTasks<typeof import('../parsing/statement-reading')>(`${__dirname}/../parsing/statement-reading`);

const BATCH = 500;
const PROBLEMS_SHOWN = 5;

type Item = { kind: 'line'; line: ParsedLine } | { kind: 'problem'; problem: LineProblem } | { kind: 'no_header' };

@CommandHandler(UploadStatementCommand)
export class UploadStatementHandler implements ICommandHandler<UploadStatementCommand, BankStatementSummary> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly targets: PaymentTargets,
    private readonly ledger: MoneyLedger,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly documents: DocumentPool,
  ) {}

  async execute({ accountNumber, format, file, context }: UploadStatementCommand): Promise<BankStatementSummary> {
    const items = await this.itemsOf(file.bytes, format, accountNumber);
    const matcher = new StatementMatcher(await this.targets.all());
    const now = this.clock.now();
    return this.statements.transaction(async (manager) => {
      const account = await this.statements.ensureAccount(accountNumber, manager);
      const statementId = await this.statements.insertStatement(
        { accountId: account.id, format, fileName: file.fileName.slice(0, 200), sha256: createHash('sha256').update(file.bytes).digest('hex'), uploadedBy: context.actor.name, uploadedAt: now },
        manager,
      );
      const occurrences = new OccurrenceCounter();
      const problems: LineProblem[] = [];
      const changed = new Map<string, MoneyTarget>();
      let applied = 0;
      let batch: NewBankLine[] = [];
      let lines = 0;
      let inserted = 0;
      const flush = async () => {
        const rows = await this.statements.insertLines(statementId, account.id, batch, now, manager);
        // Only lines new to the account book money. A match is booked only when all of it applies: a
        // deposit paid meanwhile (another statement, a card) makes its line a suggestion for staff instead.
        const byKey = new Map(batch.map((line) => [line.lineKey, line]));
        const matched = rows.flatMap((row) => {
          const line = byKey.get(row.lineKey);
          return line?.status === 'applied' && line.target ? [{ id: row.id, line, target: moneyTargetOf(line.target) }] : [];
        });
        const written = await this.ledger.receiveMany(manager, matched.map(({ id, line, target }) => ({ target, receipt: lineReceipt({ ...line, id }) })), context, { onlyIfWhollyApplied: true });
        await this.statements.markSuggestedInstead(matched.filter((_, index) => !written[index]).map(({ id }) => id), now, manager);
        for (const [index, { target }] of matched.entries()) {
          if (!written[index]) continue;
          applied += 1;
          changed.set(`${target.kind}:${target.id}`, target);
        }
        inserted += rows.length;
        batch = [];
      };
      for await (const item of items) {
        if (item.kind === 'no_header') throw new StatementInputError(m.noHeader);
        if (item.kind === 'problem') {
          problems.push(item.problem);
          continue;
        }
        lines += 1;
        batch.push(matcher.decide(item.line, lineKey(item.line, occurrences.next(item.line))));
        if (batch.length >= BATCH) await flush();
      }
      // A file with unreadable rows is refused whole (the transaction rolls back): nothing half-imported.
      if (problems.length > 0) throw new StatementInputError(m.badRows(describe(problems)), 'file');
      if (lines === 0) throw new StatementInputError(m.emptyStatement, 'file');
      await flush();
      await this.statements.setStatementCounts(statementId, lines, inserted, manager);
      await this.audit.record(manager, context, {
        action: 'bank_statement.uploaded',
        entityType: 'bank_statement',
        entityId: statementId,
        after: { accountId: account.id, format, lines, newLines: inserted, appliedLines: applied },
      });
      // Each target's owner follows its money (a covered deposit activates its reservation, a partner's standing).
      await this.outbox.add(manager, ...[...changed.values()].map((target) => new MoneyTargetChangedEvent(target.kind, target.id)));
      return (await this.statements.statementSummary(statementId, manager)) as BankStatementSummary;
    });
  }

  /** The file's lines and unreadable rows, read off the request loop; a file it cannot read at all is a 400 on `file`. */
  private async itemsOf(bytes: Buffer, format: 'camt053' | 'csv', accountNumber: string): Promise<Iterable<Item>> {
    const mapping = format === 'csv' ? ((await this.statements.findAccount(accountNumber))?.csvMapping as CsvMapping | undefined) : undefined;
    if (format === 'csv' && !mapping) throw new StatementInputError(m.noMapping);
    let reading: StatementReading;
    try {
      reading = await this.documents.run(STATEMENT_TASKS, 'readStatement', { bytes, format, mapping: mapping ?? null });
    } catch (error) {
      // Over the pool's time or memory bound: the file is too much to read, said as such (400).
      if (error instanceof DocumentWorkError && (error.failure === 'timeout' || error.failure === 'memory')) throw new StatementInputError(m.readingTooLong, 'file');
      throw error;
    }
    if (!reading.ok) throw new StatementInputError(reading.message, 'file');
    if (reading.accountNumbers.length > 0 && !reading.accountNumbers.some((number) => number.endsWith(accountNumber) || accountNumber.endsWith(number))) {
      throw new StatementInputError(m.otherAccount);
    }
    return statementItems(reading.items);
  }
}

function describe(problems: LineProblem[]): string {
  const shown = problems.slice(0, PROBLEMS_SHOWN).map(({ row, problem }) => `fila ${row} (${problem})`);
  return problems.length > PROBLEMS_SHOWN ? `${shown.join(', ')} y ${problems.length - PROBLEMS_SHOWN} más` : shown.join(', ');
}
