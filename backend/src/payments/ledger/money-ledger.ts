import { Injectable } from '@nestjs/common';
import { splitReceipt, type MoneyAllocation, type MoneySource, type TargetMoney } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import type { AuditContext } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { MoneyAlreadyRecordedError, MoneyEntryNotFoundError, MoneyTargetNotFoundError } from '../payments.errors';
import { MoneyLedgerRepository, type MoneyEntryRecord, type MoneyTarget, type MoneyTargetKind, type NewMoneyEntry } from './money-ledger.repository';

/** A piece of money that came in: where from (the card payment, the statement line, …), how much and on which day. */
export type MoneyReceipt = { source: MoneySource; sourceId: string; amountCentavos: number; receivedOn: string; note?: string | null };

/** What a receipt did: its share applied to the target and its share to return, and the target's money after it. */
export type ReceiptOutcome = { appliedCentavos: number; toReturnCentavos: number; money: TargetMoney };

const targetKey = (target: MoneyTarget) => `${target.kind}:${target.id}`;

/**
 * The record of money received (decisions.md #48). Every method runs in the caller's transaction, so
 * the money and the change it causes (a reservation activated, a line applied) commit together; the
 * database refuses what would apply a deposit beyond its amount or a source twice.
 */
@Injectable()
export class MoneyLedger {
  constructor(
    private readonly entries: MoneyLedgerRepository,
    private readonly clock: Clock,
  ) {}

  /** Registers what a target owes, with the label staff read beside its money (once: a target keeps what it was first expected with). */
  expect(manager: EntityManager, target: MoneyTarget, owedCentavos: number, label: string): Promise<void> {
    return this.entries.ensureTarget(target, owedCentavos, label, this.clock.now(), manager);
  }

  /** The target's money, locked until the transaction ends; null for a target never expected. */
  lock(manager: EntityManager, target: MoneyTarget): Promise<TargetMoney | null> {
    return this.entries.lockTarget(target, manager);
  }

  find(target: MoneyTarget, manager?: EntityManager): Promise<TargetMoney | null> {
    return this.entries.findTarget(target, manager);
  }

  /** The money of many targets of one kind (a page of a staff list, the blocks a statement is matched against). */
  findMany(kind: MoneyTargetKind, ids: string[], manager?: EntityManager): Promise<Map<string, TargetMoney>> {
    return this.entries.findTargets(kind, ids, manager);
  }

  /**
   * Money received for a target: applied up to what it still expects, the rest to return.
   * `onlyIfWhollyApplied`: nothing is written (null) unless all of it applies (an upload's automatic
   * match never books a second payment of a paid deposit; staff decide on it).
   */
  async receive(
    manager: EntityManager,
    target: MoneyTarget,
    receipt: MoneyReceipt,
    context: AuditContext,
    options: { onlyIfWhollyApplied?: boolean } = {},
  ): Promise<ReceiptOutcome | null> {
    const now = this.clock.now();
    await this.entries.ensureSources([{ source: receipt.source, id: receipt.sourceId, amountCentavos: receipt.amountCentavos }], now, manager);
    const remainder = await this.entries.lockSourceRemainder(receipt.source, receipt.sourceId, manager);
    if (remainder === null || remainder < receipt.amountCentavos) throw new MoneyAlreadyRecordedError();
    const money = await this.entries.lockTarget(target, manager);
    if (!money) throw new MoneyTargetNotFoundError();
    const split = splitReceipt(receipt.amountCentavos, money);
    if (options.onlyIfWhollyApplied && split.toReturnCentavos > 0) return null;
    await this.entries.insertEntries(this.receiptEntries(target, receipt, split, context, now), manager);
    return {
      ...split,
      money: { ...money, appliedCentavos: money.appliedCentavos + split.appliedCentavos, toReturnCentavos: money.toReturnCentavos + split.toReturnCentavos },
    };
  }

  /**
   * Many receipts at once (an upload's matched lines): targets locked in key order, each receipt
   * split against its target as the previous ones left it. Answers, per receipt, whether it was written.
   */
  async receiveMany(
    manager: EntityManager,
    receipts: Array<{ target: MoneyTarget; receipt: MoneyReceipt }>,
    context: AuditContext,
    options: { onlyIfWhollyApplied?: boolean } = {},
  ): Promise<boolean[]> {
    if (receipts.length === 0) return [];
    const now = this.clock.now();
    const unique = [...new Map(receipts.map(({ target }) => [targetKey(target), target])).values()];
    const money = await this.entries.lockTargets(unique, manager);
    const written: boolean[] = [];
    const entries: NewMoneyEntry[] = [];
    for (const { target, receipt } of receipts) {
      const current = money.get(targetKey(target));
      if (!current) {
        written.push(false);
        continue;
      }
      const split = splitReceipt(receipt.amountCentavos, current);
      if (options.onlyIfWhollyApplied && split.toReturnCentavos > 0) {
        written.push(false);
        continue;
      }
      current.appliedCentavos += split.appliedCentavos;
      current.toReturnCentavos += split.toReturnCentavos;
      entries.push(...this.receiptEntries(target, receipt, split, context, now));
      written.push(true);
    }
    const sources = receipts.filter((_, index) => written[index]).map(({ receipt }) => ({ source: receipt.source, id: receipt.sourceId, amountCentavos: receipt.amountCentavos }));
    await this.entries.ensureSources(sources, now, manager);
    await this.entries.insertEntries(entries, manager);
    return written;
  }

  /** Undoes every entry a source made (a statement line applied to the wrong target): the money is no longer booked anywhere. */
  async reverseSource(manager: EntityManager, source: MoneySource, sourceId: string, context: AuditContext, reason: string): Promise<MoneyEntryRecord[]> {
    const live = await this.entries.lockLiveEntriesOfSource(source, sourceId, manager);
    await this.entries.insertEntries(live.map((entry) => this.reversal(entry, context, reason, this.clock.now())), manager);
    return live;
  }

  /**
   * What a source's live entries hold on each target, read without locks: a caller asks the targets'
   * owners first (they lock their own rows, then the ledger's, the one order every path takes).
   */
  liveEntriesOfSource(source: MoneySource, sourceId: string, manager?: EntityManager): Promise<MoneyEntryRecord[]> {
    return this.entries.liveEntriesOfSource(source, sourceId, manager);
  }

  /** The target ended (refund, expiry, cancel): what was applied to it is to return, and it takes nothing more. Answers the amount moved. */
  async endTarget(manager: EntityManager, target: MoneyTarget, context: AuditContext, reason: string): Promise<number> {
    const now = this.clock.now();
    const applied = await this.entries.lockLiveEntriesOfTarget(target, 'applied', manager);
    await this.entries.insertEntries(applied.flatMap((entry) => this.move(entry, 'to_return', context, reason, now)), manager);
    await this.entries.setClosed(target, now, now, manager);
    return applied.reduce((sum, entry) => sum + entry.amountCentavos, 0);
  }

  /** An ended target takes money again (a late deposit re-claims a unit that is still free). */
  async reopenTarget(manager: EntityManager, target: MoneyTarget): Promise<void> {
    const now = this.clock.now();
    await this.entries.setClosed(target, null, now, manager);
  }

  /** The money a source left to return goes back to the target it came for (after `reopenTarget`), applied up to what it owes. */
  async applyToReturnOf(manager: EntityManager, target: MoneyTarget, sources: MoneySource[], context: AuditContext, reason: string): Promise<void> {
    const now = this.clock.now();
    const waiting = (await this.entries.lockLiveEntriesOfTarget(target, 'to_return', manager)).filter((entry) => sources.includes(entry.source));
    let money = await this.entries.lockTarget(target, manager);
    if (!money) throw new MoneyTargetNotFoundError();
    for (const entry of waiting) {
      const split = splitReceipt(entry.amountCentavos, money);
      if (split.appliedCentavos === 0) continue;
      const moved: NewMoneyEntry[] = [this.reversal(entry, context, reason, now), { ...this.copy(entry, context, reason, now), allocation: 'applied', amountCentavos: split.appliedCentavos }];
      if (split.toReturnCentavos > 0) moved.push({ ...this.copy(entry, context, reason, now), allocation: 'to_return', amountCentavos: split.toReturnCentavos });
      await this.entries.insertEntries(moved, manager);
      money = { ...money, appliedCentavos: money.appliedCentavos + split.appliedCentavos };
    }
  }

  /** A refund went through: whatever the source still holds (applied or to return) is returned to the payer. */
  async returnSource(manager: EntityManager, source: MoneySource, sourceId: string, context: AuditContext, reason: string): Promise<number> {
    const now = this.clock.now();
    const live = (await this.entries.lockLiveEntriesOfSource(source, sourceId, manager)).filter((entry) => entry.allocation !== 'returned');
    await this.entries.insertEntries(live.flatMap((entry) => this.move(entry, 'returned', context, reason, now)), manager);
    return live.reduce((sum, entry) => sum + entry.amountCentavos, 0);
  }

  /** Staff sent money to return back to its payer (a transfer of ours): the entry is returned, with the reason. */
  async markReturned(manager: EntityManager, entryId: string, context: AuditContext, reason: string): Promise<MoneyEntryRecord> {
    const entry = await this.lockToReturn(manager, entryId);
    await this.entries.insertEntries(this.move(entry, 'returned', context, reason, this.clock.now()), manager);
    return entry;
  }

  /** Staff re-assign money to return to another target (a payment meant for another block or partner). */
  async reassign(manager: EntityManager, entryId: string, target: MoneyTarget, context: AuditContext, reason: string): Promise<{ entry: MoneyEntryRecord; outcome: ReceiptOutcome }> {
    const now = this.clock.now();
    const entry = await this.lockToReturn(manager, entryId);
    const money = await this.entries.lockTarget(target, manager);
    if (!money) throw new MoneyTargetNotFoundError();
    const split = splitReceipt(entry.amountCentavos, money);
    const receipt: MoneyReceipt = { source: entry.source, sourceId: entry.sourceId, amountCentavos: entry.amountCentavos, receivedOn: entry.receivedOn, note: entry.note };
    await this.entries.insertEntries([this.reversal(entry, context, reason, now), ...this.receiptEntries(target, receipt, split, context, now, reason)], manager);
    return { entry, outcome: { ...split, money: { ...money, appliedCentavos: money.appliedCentavos + split.appliedCentavos } } };
  }

  /** An admin confirmed a deposit with less than it owes: the shortfall counts as paid (audited by the caller). */
  async waive(manager: EntityManager, target: MoneyTarget, centavos: number): Promise<void> {
    if (centavos > 0) await this.entries.addWaived(target, centavos, this.clock.now(), manager);
  }

  /** What each kind of source applied to a target (how a deposit was paid). */
  appliedBySource(target: MoneyTarget, manager?: EntityManager): Promise<Partial<Record<MoneySource, number>>> {
    return this.entries.bySource(target, 'applied', manager);
  }

  /** What each kind of source left to return on a target. */
  toReturnBySource(target: MoneyTarget, manager?: EntityManager): Promise<Partial<Record<MoneySource, number>>> {
    return this.entries.bySource(target, 'to_return', manager);
  }

  appliedOfMany(kind: MoneyTargetKind, ids: string[], manager?: EntityManager): Promise<Map<string, { appliedCentavos: number; lastReceivedOn: string | null }>> {
    return this.entries.appliedOfMany(kind, ids, manager);
  }

  appliedReceivedBetween(kind: MoneyTargetKind, from: string, to: string): Promise<number> {
    return this.entries.appliedReceivedBetween(kind, from, to);
  }

  entriesOf(target: MoneyTarget, manager?: EntityManager): Promise<MoneyEntryRecord[]> {
    return this.entries.entriesOf(target, manager);
  }

  labels(targets: MoneyTarget[]): Promise<Map<string, string>> {
    return this.entries.labels(targets);
  }

  toReturnPage(page: number, pageSize: number): Promise<{ rows: MoneyEntryRecord[]; total: number; totalCentavos: number }> {
    return this.entries.toReturnPage(page, pageSize);
  }

  private async lockToReturn(manager: EntityManager, entryId: string): Promise<MoneyEntryRecord> {
    const entry = await this.entries.lockLiveEntry(entryId, manager);
    if (!entry || entry.allocation !== 'to_return') throw new MoneyEntryNotFoundError();
    return entry;
  }

  private receiptEntries(
    target: MoneyTarget,
    receipt: MoneyReceipt,
    split: { appliedCentavos: number; toReturnCentavos: number },
    context: AuditContext,
    now: Date,
    reason: string | null = null,
  ): NewMoneyEntry[] {
    const base = {
      target,
      source: receipt.source,
      sourceId: receipt.sourceId,
      reversesId: null,
      receivedOn: receipt.receivedOn,
      recordedAt: now,
      recordedBy: context.actor.name,
      recordedById: context.actor.id,
      reason,
      note: receipt.note ?? null,
    };
    const shares: Array<[MoneyAllocation, number]> = [
      ['applied', split.appliedCentavos],
      ['to_return', split.toReturnCentavos],
    ];
    return shares.filter(([, amount]) => amount > 0).map(([allocation, amountCentavos]) => ({ ...base, allocation, amountCentavos }));
  }

  private copy(entry: MoneyEntryRecord, context: AuditContext, reason: string, now: Date): NewMoneyEntry {
    return { ...entry, reversesId: null, recordedAt: now, recordedBy: context.actor.name, recordedById: context.actor.id, reason };
  }

  private reversal(entry: MoneyEntryRecord, context: AuditContext, reason: string, now: Date): NewMoneyEntry {
    return { ...this.copy(entry, context, reason, now), amountCentavos: -entry.amountCentavos, reversesId: entry.id };
  }

  /** An entry's money moved to another allocation: its reversal and the same amount under the new one. */
  private move(entry: MoneyEntryRecord, allocation: MoneyAllocation, context: AuditContext, reason: string, now: Date): NewMoneyEntry[] {
    return [this.reversal(entry, context, reason, now), { ...this.copy(entry, context, reason, now), allocation }];
  }
}
