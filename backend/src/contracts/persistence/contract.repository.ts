import { Injectable } from '@nestjs/common';
import { ADMIN_CONTRACT_FILTERS, type AdminContractFilter, type AdminContractItem, type AdminContractList, type ContractStatus } from '@cdm/contracts';
import type { ContractFigures } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { TransactionalRepository, updateReturning } from '../../platform/database';

export type ContractRow = {
  id: string;
  reservation_id: string;
  investor_id: string;
  investor_name: string;
  investor_email: string;
  unit_code: string;
  status: ContractStatus;
  text_version: string;
  figures: ContractFigures;
  document_sha256: string;
  generated_at: Date;
  investor_signed_at: Date | null;
  investor_signed_name: string | null;
  investor_ip: string | null;
  investor_user_agent: string | null;
  countersigned_at: Date | null;
  countersigned_by_name: string | null;
  countersign_ip: string | null;
  countersign_user_agent: string | null;
  sealed_sha256: string | null;
  sealed_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
};

export type CodeRow = { id: string; code_hash: string; expires_at: Date; attempts: number; used_at: Date | null; superseded_at: Date | null };

export type NewContract = {
  id: string;
  reservationId: string;
  investorId: string;
  investorName: string;
  investorEmail: string;
  unitCode: string;
  textVersion: string;
  figures: ContractFigures;
  documentPdf: Uint8Array;
  documentSha256: string;
  generatedAt: Date;
};

export type InvestorSignature = {
  name: string;
  signaturePng: Buffer | null;
  ip: string;
  userAgent: string;
  codeId: string;
  signedAt: Date;
};

export type Countersignature = { staffId: string; staffName: string; ip: string; userAgent: string; sealedPdf: Buffer; sealedSha256: string; at: Date };

// Every column but the files, which are read only where they are served or sealed.
const COLUMNS = `id, reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures,
  document_sha256, generated_at, investor_signed_at, investor_signed_name, investor_ip, investor_user_agent,
  countersigned_at, countersigned_by_name, countersign_ip, countersign_user_agent, sealed_sha256, sealed_at,
  cancelled_at, cancel_reason`;

const FILTER_SQL: Record<AdminContractFilter, string> = {
  all: 'TRUE',
  pending_investor: "status = 'pending_investor'",
  pending_countersign: "status = 'pending_countersign'",
  signed: "status = 'signed'",
  cancelled: "status = 'cancelled'",
};

/** The SQL of the contracts context: the contract rows, their files, and the signing codes. */
@Injectable()
export class ContractRepository extends TransactionalRepository {
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ContractRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The contract row, locked for the rest of the transaction (two signatures at once: one waits, then sees the first). */
  async lockById(id: string, manager: EntityManager): Promise<ContractRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** The reservation's contract that is not cancelled, if any. */
  async findLiveByReservation(reservationId: string, manager: EntityManager = this.dataSource.manager): Promise<ContractRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE reservation_id = $1 AND status <> 'cancelled'`, [reservationId]);
    return row ?? null;
  }

  async findLiveByInvestor(investorId: string): Promise<ContractRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM contracts WHERE investor_id = $1 AND status <> 'cancelled' ORDER BY generated_at DESC`, [investorId]);
  }

  /** The new contract's id; null when the reservation already has a live one (the partial unique index). */
  async insert(contract: NewContract, manager: EntityManager): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO contracts (id, reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures,
         document_pdf, document_sha256, generated_at, created_at, updated_at)
       VALUES ($11, $1, $2, $3, $4, $5, 'pending_investor', $6, $7, $8, $9, $10, $10, $10)
       ON CONFLICT (reservation_id) WHERE status <> 'cancelled' DO NOTHING
       RETURNING id`,
      [
        contract.reservationId,
        contract.investorId,
        contract.investorName,
        contract.investorEmail,
        contract.unitCode,
        contract.textVersion,
        JSON.stringify(contract.figures),
        Buffer.from(contract.documentPdf),
        contract.documentSha256,
        contract.generatedAt,
        contract.id,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async documentPdf(id: string, manager: EntityManager = this.dataSource.manager): Promise<Buffer | null> {
    const [row] = await manager.query('SELECT document_pdf FROM contracts WHERE id = $1', [id]);
    return row?.document_pdf ?? null;
  }

  async investorSignaturePng(id: string, manager: EntityManager): Promise<Buffer | null> {
    const [row] = await manager.query('SELECT investor_signature_png FROM contracts WHERE id = $1', [id]);
    return row?.investor_signature_png ?? null;
  }

  async sealedPdf(id: string, manager: EntityManager = this.dataSource.manager): Promise<Buffer | null> {
    const [row] = await manager.query('SELECT sealed_pdf FROM contracts WHERE id = $1', [id]);
    return row?.sealed_pdf ?? null;
  }

  async recordInvestorSignature(id: string, signature: InvestorSignature, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE contracts SET status = 'pending_countersign', investor_signed_at = $2, investor_signed_name = $3, investor_signature_png = $4,
         investor_ip = $5, investor_user_agent = $6, investor_code_id = $7, updated_at = $2
       WHERE id = $1`,
      [id, signature.signedAt, signature.name, signature.signaturePng, signature.ip, signature.userAgent, signature.codeId],
    );
  }

  async recordCountersignature(id: string, signature: Countersignature, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE contracts SET status = 'signed', countersigned_at = $2, countersigned_by_id = $3, countersigned_by_name = $4,
         countersign_ip = $5, countersign_user_agent = $6, sealed_pdf = $7, sealed_sha256 = $8, sealed_at = $2, updated_at = $2
       WHERE id = $1`,
      [id, signature.at, signature.staffId, signature.staffName, signature.ip, signature.userAgent, signature.sealedPdf, signature.sealedSha256],
    );
  }

  async cancel(id: string, reason: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query("UPDATE contracts SET status = 'cancelled', cancelled_at = $2, cancel_reason = $3, updated_at = $2 WHERE id = $1", [id, now, reason]);
    await this.supersedeCodes(id, now, manager);
  }

  /** A new code ends every earlier one of the contract. */
  async supersedeCodes(contractId: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      'UPDATE contract_signing_codes SET superseded_at = $2 WHERE contract_id = $1 AND superseded_at IS NULL AND used_at IS NULL',
      [contractId, now],
    );
  }

  async insertCode(contractId: string, codeHash: string, expiresAt: Date, now: Date, manager: EntityManager): Promise<string> {
    const [row] = await manager.query(
      'INSERT INTO contract_signing_codes (contract_id, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [contractId, codeHash, expiresAt, now],
    );
    return row.id;
  }

  /** The newest code of the contract, locked (its tries are counted one at a time). */
  async lockCurrentCode(contractId: string, manager: EntityManager): Promise<CodeRow | null> {
    const [row] = await manager.query(
      `SELECT id, code_hash, expires_at, attempts, used_at, superseded_at FROM contract_signing_codes
       WHERE contract_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [contractId],
    );
    return row ?? null;
  }

  /** When the newest code that can still be tried ends; null when there is none. */
  async openCodeExpiry(contractId: string, now: Date): Promise<Date | null> {
    const [row] = await this.dataSource.query(
      `SELECT expires_at FROM contract_signing_codes
       WHERE contract_id = $1 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > $2 AND attempts < 5
       ORDER BY created_at DESC LIMIT 1`,
      [contractId, now],
    );
    return row?.expires_at ?? null;
  }

  async countWrongTry(codeId: string, manager: EntityManager): Promise<number> {
    const [row] = await updateReturning<{ attempts: number }>(manager, 'UPDATE contract_signing_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts', [codeId]);
    return row.attempts;
  }

  async markCodeUsed(codeId: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE contract_signing_codes SET used_at = $2, verified_at = $2 WHERE id = $1', [codeId, now]);
  }

  /** The sealed contract whose file has this hash, if we made one. */
  async findSealedByHash(sha256: string): Promise<{ sealed_at: Date } | null> {
    const [row] = await this.dataSource.query("SELECT sealed_at FROM contracts WHERE sealed_sha256 = $1 AND status = 'signed' LIMIT 1", [sha256]);
    return row ?? null;
  }

  async listForStaff(filter: AdminContractFilter, search: string | undefined, page: number, pageSize: number): Promise<AdminContractList> {
    const params: unknown[] = [];
    let searchSql = 'TRUE';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      searchSql = `(investor_name ILIKE $1 OR investor_email ILIKE $1 OR unit_code ILIKE $1)`;
    }
    const rows: Array<ContractRow & { countersigned_by_name: string | null }> = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM contracts WHERE ${FILTER_SQL[filter]} AND ${searchSql}
       ORDER BY generated_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const [counts] = await this.dataSource.query(
      `SELECT ${ADMIN_CONTRACT_FILTERS.map((name) => `count(*) FILTER (WHERE ${FILTER_SQL[name]})::int AS "${name}"`).join(', ')}
       FROM contracts WHERE ${searchSql}`,
      params,
    );
    return { items: rows.map(adminItem), total: counts[filter], page, pageSize, counts };
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function adminItem(row: ContractRow): AdminContractItem {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    unitCode: row.unit_code,
    investorName: row.investor_name,
    investorEmail: row.investor_email,
    status: row.status,
    textVersion: row.text_version,
    generatedAt: row.generated_at.toISOString(),
    investorSignedAt: iso(row.investor_signed_at),
    countersignedAt: iso(row.countersigned_at),
    countersignedBy: row.countersigned_by_name,
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    documentSha256: row.document_sha256,
    sealedSha256: row.sealed_sha256,
  };
}
