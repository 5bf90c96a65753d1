import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { contractFigures } from '@cdm/domain';
import { createHash, randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { GetApplicationByInvestorQuery, type ApplicationView } from '../../applications';
import { GetUnitForPlanQuery, type UnitForPlan } from '../../inventory';
import { AuditContext, AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { DocumentPool, documentTasks } from '../../platform/documents';
import { AppConfig } from '../../platform/config';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { Outbox } from '../../platform/outbox';
import { GetReservationQuery, LockReservationQuery, type LockedReservationStatus, type ReservationView } from '../../reservations';
import { CONTRACT_TEXT_VERSION } from '../contract-text';
import { ContractReadyEvent } from '../events/contract-events';
import { ContractRepository, type NewContract } from '../persistence/contract.repository';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The contract's documents, made on the document pool's threads (contract-pdf.ts). */
export const CONTRACT_TASKS = documentTasks<typeof import('../contract-pdf')>(`${__dirname}/../contract-pdf`);

/**
 * What the first generation (a reservation became active) and a staff regeneration share: the
 * document built from the reservation's plan with libs/domain's figures, then its row, audit entry
 * and "ready to sign" email in the caller's transaction.
 */
@Injectable()
export class ContractGeneration {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    private readonly documents: DocumentPool,
  ) {}

  /** The contract of an active reservation, rendered (read outside any transaction); null when it is not active. */
  async build(reservationId: string): Promise<NewContract | null> {
    const reservation = await this.queries.execute<GetReservationQuery, ReservationView | null>(new GetReservationQuery(reservationId));
    if (!reservation || reservation.status !== 'active') return null;
    const [investor, unit, application] = await Promise.all([
      this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(reservation.investorId)),
      this.queries.execute<GetUnitForPlanQuery, UnitForPlan | null>(new GetUnitForPlanQuery(reservation.unitCode)),
      this.queries.execute<GetApplicationByInvestorQuery, ApplicationView | null>(new GetApplicationByInvestorQuery(reservation.investorId)),
    ]);
    if (!investor || !unit) return null;
    const figures = contractFigures(reservation.plan, Boolean(application?.referralCode));
    const generatedAt = this.clock.now();
    // The id is chosen here so that the document can name itself.
    const id = randomUUID();
    const documentPdf = await this.documents.run(CONTRACT_TASKS, 'contractDocument', {
      contractId: id,
      parties: {
        developerName: this.config.contractDeveloperName,
        representative: this.config.contractRepresentative,
        investorName: investor.name,
        investorEmail: investor.email,
      },
      unit: { unitCode: unit.unitCode, module: unit.unitCode.charAt(0), productTypeName: unit.productTypeName, areaM2: unit.areaM2 },
      figures,
      textVersion: CONTRACT_TEXT_VERSION,
      issuedAt: generatedAt,
    });
    return {
      id,
      reservationId: reservation.id,
      investorId: investor.id,
      investorName: investor.name,
      investorEmail: investor.email,
      unitCode: reservation.unitCode,
      textVersion: CONTRACT_TEXT_VERSION,
      figures,
      documentPdf,
      documentSha256: sha256Hex(documentPdf),
      generatedAt,
    };
  }

  /**
   * Writes the contract with its audit entry and email; null (nothing written) when the reservation has
   * a live one, or is no longer active (ended while the document was rendered: its row is locked here,
   * so a refund or an undo either ran before and is seen, or waits and then settles this contract).
   */
  async write(manager: EntityManager, contract: NewContract, context: AuditContext, after: Record<string, unknown> = {}): Promise<string | null> {
    const status = await this.queries.execute<LockReservationQuery, LockedReservationStatus>(new LockReservationQuery(contract.reservationId, manager));
    if (status !== 'active') return null;
    const id = await this.contracts.insert(contract, manager);
    if (!id) return null;
    await this.audit.record(manager, context, {
      action: 'contract.generated',
      entityType: 'contract',
      entityId: id,
      after: { status: 'pending_investor', reservationId: contract.reservationId, unitCode: contract.unitCode, textVersion: contract.textVersion, documentSha256: contract.documentSha256, ...after },
    });
    await this.outbox.add(manager, new ContractReadyEvent(id));
    return id;
  }
}
