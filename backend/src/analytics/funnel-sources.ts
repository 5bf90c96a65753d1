import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { saleValue, type Attribution, type FunnelStage, type SaleValue, type Touch } from '@cdm/domain';
import { ListApplicationRecordsQuery, type ApplicationRecord } from '../applications';
import { ListSignedContractsQuery, type SignedContractRecord } from '../contracts';
import { ListLeadRecordsQuery, type LeadRecord, type LeadRecordKind } from '../leads';
import { MoneyLedger } from '../payments';
import type { RecordSelection } from '../platform/database';
import { ListInvestorAccountRecordsQuery, type InvestorAccountRecord } from '../platform/identity';
import { ListReservationRecordsQuery, type ReservationRecord } from '../reservations';
import { FunnelPersonKeys } from './person-keys';

/** Where the funnel's facts come from: one kind of record of another context each. */
export const FUNNEL_SOURCES = ['information_request', 'paid_booking', 'letter_of_intent', 'application', 'account', 'reservation', 'contract'] as const;
export type FunnelSource = (typeof FUNNEL_SOURCES)[number];

/** The stages a record of each source can put a person at: a refresh of a record replaces exactly these of its facts. */
export const SOURCE_STAGES: Record<FunnelSource, readonly FunnelStage[]> = {
  information_request: ['information_request'],
  paid_booking: ['presentation_paid'],
  letter_of_intent: ['letter_of_intent'],
  application: ['application'],
  account: ['account_active'],
  reservation: ['unit_blocked', 'deposit_paid', 'sale'],
  contract: ['contract_signed'],
};

export type SourcedFact = {
  recordId: string;
  personKey: string;
  stage: FunnelStage;
  reachedAt: Date;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  referralCode: string | null;
};

export type SourcedSale = { reservationId: string; personKey: string; soldAt: Date; value: SaleValue };

/** What the records read say: their facts and sales; `records` and `lastId` page the reading. */
export type SourcedRecords = { facts: SourcedFact[]; sales: SourcedSale[]; records: number; lastId: string | null };

const LEAD_STAGE: Record<LeadRecordKind, FunnelStage> = {
  information_request: 'information_request',
  paid_booking: 'presentation_paid',
  letter_of_intent: 'letter_of_intent',
};

/**
 * Reads records of the other contexts through their public queries (never their tables) and says
 * what each puts a person at. A record not answered has no fact any more (a booking not paid, an
 * undone deposit): its refresh removes what the read model had.
 */
@Injectable()
export class FunnelSources {
  constructor(
    private readonly queries: QueryBus,
    private readonly keys: FunnelPersonKeys,
    private readonly ledger: MoneyLedger,
  ) {}

  async read(source: FunnelSource, selection: RecordSelection): Promise<SourcedRecords> {
    switch (source) {
      case 'information_request':
      case 'paid_booking':
      case 'letter_of_intent':
        return this.leads(source, selection);
      case 'application':
        return this.applications(selection);
      case 'account':
        return this.accounts(selection);
      case 'reservation':
        return this.reservations(selection);
      case 'contract':
        return this.contracts(selection);
    }
  }

  private async leads(kind: LeadRecordKind, selection: RecordSelection): Promise<SourcedRecords> {
    const records = await this.queries.execute<ListLeadRecordsQuery, LeadRecord[]>(new ListLeadRecordsQuery(kind, selection));
    const facts = records.map((record) => this.fact(record.id, record.email, LEAD_STAGE[kind], record.at, record.attribution));
    return { facts, sales: [], records: records.length, lastId: records.at(-1)?.id ?? null };
  }

  private async applications(selection: RecordSelection): Promise<SourcedRecords> {
    const records = await this.queries.execute<ListApplicationRecordsQuery, ApplicationRecord[]>(new ListApplicationRecordsQuery(selection));
    const facts = records.map((record) => ({ ...this.fact(record.id, record.email, 'application', record.at, record.attribution), referralCode: record.referralCode }));
    return { facts, sales: [], records: records.length, lastId: records.at(-1)?.id ?? null };
  }

  private async accounts(selection: RecordSelection): Promise<SourcedRecords> {
    const records = await this.accountRecords(selection);
    const facts = records.flatMap((record) => (record.activatedAt ? [this.fact(record.id, record.email, 'account_active', record.activatedAt, null)] : []));
    return { facts, sales: [], records: records.length, lastId: records.at(-1)?.id ?? null };
  }

  private async reservations(selection: RecordSelection): Promise<SourcedRecords> {
    const records = await this.queries.execute<ListReservationRecordsQuery, ReservationRecord[]>(new ListReservationRecordsQuery(selection));
    const emails = await this.emailsOf(records.map((record) => record.investorId));
    const sold = records.filter((record) => record.soldAt !== null);
    const deposits = await this.ledger.appliedOfMany('unit_reservation', sold.map((record) => record.id));
    const facts: SourcedFact[] = [];
    const sales: SourcedSale[] = [];
    for (const record of records) {
      const email = emails.get(record.investorId);
      if (!email) continue;
      facts.push(this.fact(record.id, email, 'unit_blocked', record.heldAt, null));
      if (record.depositPaidAt) facts.push(this.fact(record.id, email, 'deposit_paid', record.depositPaidAt, null));
      if (record.soldAt) {
        const fact = this.fact(record.id, email, 'sale', record.soldAt, null);
        facts.push(fact);
        sales.push({
          reservationId: record.id,
          personKey: fact.personKey,
          soldAt: record.soldAt,
          value: saleValue(record, deposits.get(record.id)?.appliedCentavos ?? 0),
        });
      }
    }
    return { facts, sales, records: records.length, lastId: records.at(-1)?.id ?? null };
  }

  private async contracts(selection: RecordSelection): Promise<SourcedRecords> {
    const records = await this.queries.execute<ListSignedContractsQuery, SignedContractRecord[]>(new ListSignedContractsQuery(selection));
    const signed = records.filter((record) => record.signedAt !== null);
    const emails = await this.emailsOf(signed.map((record) => record.investorId));
    const facts = signed.flatMap((record) => {
      const email = emails.get(record.investorId);
      return email && record.signedAt ? [this.fact(record.id, email, 'contract_signed', record.signedAt, null)] : [];
    });
    return { facts, sales: [], records: records.length, lastId: records.at(-1)?.id ?? null };
  }

  private accountRecords(selection: RecordSelection): Promise<InvestorAccountRecord[]> {
    return this.queries.execute<ListInvestorAccountRecordsQuery, InvestorAccountRecord[]>(new ListInvestorAccountRecordsQuery(selection));
  }

  private async emailsOf(investorIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(investorIds)];
    if (ids.length === 0) return new Map();
    return new Map((await this.accountRecords({ ids })).map((account) => [account.id, account.email]));
  }

  private fact(recordId: string, email: string, stage: FunnelStage, reachedAt: Date, attribution: Attribution | null): SourcedFact {
    return {
      recordId,
      personKey: this.keys.keyOf(email),
      stage,
      reachedAt,
      firstTouch: attribution?.firstTouch ?? null,
      lastTouch: attribution?.lastTouch ?? null,
      referralCode: null,
    };
  }
}
