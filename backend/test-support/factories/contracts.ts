import { createHash, randomUUID } from 'node:crypto';
import type { ContractStatus } from '@cdm/contracts';
import type { HandlerApp } from './handler-app';

export type TestContract = { id: string; sealedSha256: string | null };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A reservation's contract written straight to its table at any status (signed ones with a sealed
 * file and its hash, as a countersignature leaves them), so a test of what ends a reservation starts
 * from a signed contract without generating, signing and sealing a PDF.
 */
export async function newContract(app: Pick<HandlerApp, 'db' | 'clock'>, reservationId: string, status: ContractStatus): Promise<TestContract> {
  const [reservation] = (await app.db.query(
    `SELECT r.investor_id, r.unit_code, a.name, a.email FROM unit_reservations r JOIN investor_accounts a ON a.id = r.investor_id WHERE r.id = $1`,
    [reservationId],
  )) as Array<{ investor_id: string; unit_code: string; name: string; email: string }>;
  const id = randomUUID();
  const now = app.clock.now();
  const document = Buffer.from(`%PDF-1.7 contrato de prueba ${id}`);
  const signedByInvestor = status === 'pending_countersign' || status === 'signed';
  const sealed = status === 'signed' ? Buffer.from(`%PDF-1.7 contrato sellado de prueba ${id}`) : null;
  await app.db.query(
    `INSERT INTO contracts (id, reservation_id, investor_id, investor_name, investor_email, unit_code, status, text_version, figures,
       document_pdf, document_sha256, generated_at, investor_signed_at, investor_signed_name, sealed_pdf, sealed_sha256, sealed_at, countersigned_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'prueba', '{}', $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      id,
      reservationId,
      reservation.investor_id,
      reservation.name,
      reservation.email,
      reservation.unit_code,
      status,
      document,
      sha256(document),
      now,
      signedByInvestor ? now : null,
      signedByInvestor ? reservation.name : null,
      sealed,
      sealed ? sha256(sealed) : null,
      sealed ? now : null,
    ],
  );
  return { id, sealedSha256: sealed ? sha256(sealed) : null };
}
