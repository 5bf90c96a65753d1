import { Injectable } from '@nestjs/common';
import { ADMIN_CONTRACT_FILTERS, type AdminContractFilter, type AdminContractItem, type AdminContractList, type ContractStatus } from '@cdm/contracts';
import type { ContractFigures } from '@cdm/domain';
import { EntityManager } from 'typeorm';
import { recordSelectionSql, TransactionalRepository, updateReturning, type RecordSelection } from '../../platform/database';
import type { SignedContractRecord } from '../queries/list-signed-contracts.query';

/** A contract as its handlers read it (the files apart: they are read only where served or sealed). */
export type ContractRecord = {
  id: string;
  reservationId: string;
  investorId: string;
  investorName: string;
  investorEmail: string;
  unitCode: string;
  status: ContractStatus;
  textVersion: string;
  figures: ContractFigures;
  documentSha256: string;
  generatedAt: Date;
  investorSignedAt: Date | null;
  investorSignedName: string | null;
  investorIp: string | null;
  investorUserAgent: string | null;
  countersignedAt: Date | null;
  countersignedByName: string | null;
  countersignIp: string | null;
  countersignUserAgent: string | null;
  sealedSha256: string | null;
  sealedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  rescindedAt: Date | null;
  rescindReason: string | null;
};

/** The signing code as its checks read it. */
export type SigningCodeRecord = { id: string; codeHash: string; expiresAt: Date; attempts: number; usedAt: Date | null; supersededAt: Date | null };

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

export type Countersignature = {
  staffId: string;
  staffName: string;
  ip: string;
  userAgent: string;
  sealedPdf: Buffer;
  sealedSha256: string;
  /** SHA-256 of the certificate that sealed it (seal_certificates). */
  sealCertificateFingerprint: string;
  at: Date;
};

// Every column but the files, named as the record names them (the snake_case stays in this file).
const COLUMNS = `id, reservation_id AS "reservationId", investor_id AS "investorId", investor_name AS "investorName", investor_email AS "investorEmail",
  unit_code AS "unitCode", status, text_version AS "textVersion", figures, document_sha256 AS "documentSha256", generated_at AS "generatedAt",
  investor_signed_at AS "investorSignedAt", investor_signed_name AS "investorSignedName", investor_ip AS "investorIp",
  investor_user_agent AS "investorUserAgent", countersigned_at AS "countersignedAt", countersigned_by_name AS "countersignedByName",
  countersign_ip AS "countersignIp", countersign_user_agent AS "countersignUserAgent", sealed_sha256 AS "sealedSha256", sealed_at AS "sealedAt",
  cancelled_at AS "cancelledAt", cancel_reason AS "cancelReason", rescinded_at AS "rescindedAt", rescind_reason AS "rescindReason"`;

const CODE_COLUMNS = `id, code_hash AS "codeHash", expires_at AS "expiresAt", attempts, used_at AS "usedAt", superseded_at AS "supersededAt"`;

const FILTER_SQL: Record<AdminContractFilter, string> = {
  all: 'TRUE',
  pending_investor: "status = 'pending_investor'",
  pending_countersign: "status = 'pending_countersign'",
  signed: "status = 'signed'",
  cancelled: "status = 'cancelled'",
  rescinded: "status = 'rescinded'",
};

// A contract that still binds (or may come to): not cancelled, not rescinded.
const LIVE = "status NOT IN ('cancelled', 'rescinded')";

/** The SQL of the contracts context: the contract rows, their files, and the signing codes. */
@Injectable()
export class ContractRepository extends TransactionalRepository {
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ContractRecord | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** The contract row, locked for the rest of the transaction (two signatures at once: one waits, then sees the first). */
  async lockById(id: string, manager: EntityManager): Promise<ContractRecord | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** The reservation's contract that is neither cancelled nor rescinded, if any. */
  async findLiveByReservation(reservationId: string, manager: EntityManager = this.dataSource.manager): Promise<ContractRecord | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE reservation_id = $1 AND ${LIVE}`, [reservationId]);
    return row ?? null;
  }

  /** The same, locked for the rest of the transaction (a reservation's end settles it while a signature waits). */
  async lockLiveByReservation(reservationId: string, manager: EntityManager): Promise<ContractRecord | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM contracts WHERE reservation_id = $1 AND ${LIVE} FOR UPDATE`, [reservationId]);
    return row ?? null;
  }

  /** Each reservation's live contract status (a page of the staff's reservations). */
  async liveStatuses(reservationIds: string[]): Promise<Record<string, ContractStatus>> {
    if (reservationIds.length === 0) return {};
    const rows: Array<{ reservationId: string; status: ContractStatus }> = await this.dataSource.query(
      `SELECT reservation_id::text AS "reservationId", status FROM contracts WHERE reservation_id = ANY($1::uuid[]) AND ${LIVE}`,
      [reservationIds],
    );
    return Object.fromEntries(rows.map((row) => [row.reservationId, row.status]));
  }

  /** Each reservation's most recent contract status, cancelled and rescinded ones included (the investor's cards). */
  async latestStatuses(reservationIds: string[]): Promise<Record<string, ContractStatus>> {
    if (reservationIds.length === 0) return {};
    const rows: Array<{ reservationId: string; status: ContractStatus }> = await this.dataSource.query(
      `SELECT DISTINCT ON (reservation_id) reservation_id::text AS "reservationId", status FROM contracts
        WHERE reservation_id = ANY($1::uuid[]) ORDER BY reservation_id, generated_at DESC, created_at DESC`,
      [reservationIds],
    );
    return Object.fromEntries(rows.map((row) => [row.reservationId, row.status]));
  }

  async findLiveByInvestor(investorId: string): Promise<ContractRecord[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM contracts WHERE investor_id = $1 AND ${LIVE} ORDER BY generated_at DESC`, [investorId]);
  }

  /** The new contract's id; null when the reservation already has a live one (the partial unique index). */
  async insert(contract: NewContract, manager: EntityManager): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO contracts (id, reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures,
         document_pdf, document_sha256, generated_at, created_at, updated_at)
       VALUES ($11, $1, $2, $3, $4, $5, 'pending_investor', $6, $7, $8, $9, $10, $10, $10)
       ON CONFLICT (reservation_id) WHERE status NOT IN ('cancelled', 'rescinded') DO NOTHING
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
         countersign_ip = $5, countersign_user_agent = $6, sealed_pdf = $7, sealed_sha256 = $8, sealed_at = $2, updated_at = $2,
         seal_certificate_fingerprint = $9
       WHERE id = $1`,
      [id, signature.at, signature.staffId, signature.staffName, signature.ip, signature.userAgent, signature.sealedPdf, signature.sealedSha256, signature.sealCertificateFingerprint],
    );
  }

  async cancel(id: string, reason: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query("UPDATE contracts SET status = 'cancelled', cancelled_at = $2, cancel_reason = $3, updated_at = $2 WHERE id = $1", [id, now, reason]);
    await this.supersedeCodes(id, now, manager);
  }

  /** A signed contract ends with its reservation: rescinded, kept whole (its sealed file still verifies, as rescinded). */
  async rescind(id: string, rescission: { reason: string; by: { id: string | null; name: string } }, now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      "UPDATE contracts SET status = 'rescinded', rescinded_at = $2, rescind_reason = $3, rescinded_by_id = $4, rescinded_by_name = $5, updated_at = $2 WHERE id = $1",
      [id, now, rescission.reason, rescission.by.id, rescission.by.name],
    );
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
  async lockCurrentCode(contractId: string, manager: EntityManager): Promise<SigningCodeRecord | null> {
    const [row] = await manager.query(
      `SELECT ${CODE_COLUMNS} FROM contract_signing_codes
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

  /** The contract we sealed whose file has this hash, if any: when it was sealed, and when rescinded since. */
  async findSealedByHash(sha256: string): Promise<{ sealedAt: Date; rescindedAt: Date | null } | null> {
    const [row] = await this.dataSource.query(
      `SELECT sealed_at AS "sealedAt", rescinded_at AS "rescindedAt" FROM contracts WHERE sealed_sha256 = $1 AND status IN ('signed', 'rescinded') LIMIT 1`,
      [sha256],
    );
    return row ?? null;
  }

  async listForStaff(filter: AdminContractFilter, search: string | undefined, page: number, pageSize: number): Promise<AdminContractList> {
    const params: unknown[] = [];
    let searchSql = 'TRUE';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      searchSql = `(investor_name ILIKE $1 OR investor_email ILIKE $1 OR unit_code ILIKE $1)`;
    }
    const rows: ContractRecord[] = await this.dataSource.query(
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

  /** ListSignedContractsQuery: by id or in keyset pages. */
  async signedRecords(selection: RecordSelection): Promise<SignedContractRecord[]> {
    const parameters: unknown[] = [];
    const { where, tail } = recordSelectionSql(selection, 'id', parameters);
    return (await this.dataSource.query(
      `SELECT id, investor_id AS "investorId", countersigned_at AS "signedAt" FROM contracts WHERE ${where} ${tail}`,
      parameters,
    )) as SignedContractRecord[];
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function adminItem(row: ContractRecord): AdminContractItem {
  return {
    id: row.id,
    reservationId: row.reservationId,
    unitCode: row.unitCode,
    investorName: row.investorName,
    investorEmail: row.investorEmail,
    status: row.status,
    textVersion: row.textVersion,
    generatedAt: row.generatedAt.toISOString(),
    investorSignedAt: iso(row.investorSignedAt),
    countersignedAt: iso(row.countersignedAt),
    countersignedBy: row.countersignedByName,
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    rescindedAt: iso(row.rescindedAt),
    rescindReason: row.rescindReason,
    documentSha256: row.documentSha256,
    sealedSha256: row.sealedSha256,
  };
}
