import type { FastifyReply } from 'fastify';
import type { ContractFile } from './queries/get-contract-file.query';

/** A contract's PDF as stored (never re-encoded), with its hash beside it. */
export async function sendPdf(reply: FastifyReply, file: ContractFile, disposition: 'inline' | 'attachment' = 'inline'): Promise<void> {
  await reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('X-Document-Sha256', file.sha256)
    .header('Cache-Control', 'no-store')
    .send(file.bytes);
}
