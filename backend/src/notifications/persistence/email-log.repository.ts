import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionalRepository, updateReturning } from '../../platform/database';
import type { EmailAttachment } from '../templates/layout';
import { EmailLogEntity } from './email-log.entity';

export type ClaimedEmail = {
  id: string;
  dedupe_key: string;
  template: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  sealed_secrets: string | null;
};

export type NewEmail = {
  dedupeKey: string;
  template: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  sealedSecrets: string | null;
  attachments: EmailAttachment[];
};

/**
 * Claims a queued email for this run: one statement, so of two runs at once only one gets the row.
 * A live lease (another run is sending) blocks the claim; an expired one (its run died) does not.
 * An email whose one-time secrets are gone is never claimed.
 */
const CLAIM_SQL = `
  UPDATE email_log
     SET lease_until = now() + make_interval(secs => $2), attempts = attempts + 1, updated_at = now()
   WHERE id = $1
     AND status = 'queued'
     AND (lease_until IS NULL OR lease_until < now())
     AND NOT (carries_secret AND sealed_secrets IS NULL)
  RETURNING id, dedupe_key, template, recipient, subject, html, text, attachments, sealed_secrets`;

const SWEEP_LOCK_ID = 7_412_101;

/** The SQL of the email log: the one-row-per-dedupe-key insert, the delivery's lease, and the sweeps. */
@Injectable()
export class EmailLogRepository extends TransactionalRepository {
  /** The email's log id: a new row, or the one its dedupe key already has. */
  async insertOrFind(email: NewEmail): Promise<string> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO email_log (dedupe_key, template, recipient, subject, html, text, sealed_secrets, carries_secret, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING id`,
      [
        email.dedupeKey,
        email.template,
        email.recipient,
        email.subject,
        email.html,
        email.text,
        email.sealedSecrets,
        email.sealedSecrets !== null,
        JSON.stringify(email.attachments),
      ],
    );
    return row.id;
  }

  /** The queued email with a lease of `leaseSeconds` for this run, or null when it cannot be claimed. */
  async claim(emailId: string, leaseSeconds: number): Promise<ClaimedEmail | null> {
    const [email] = await updateReturning<ClaimedEmail>(this.dataSource.manager, CLAIM_SQL, [emailId, leaseSeconds]);
    return email ?? null;
  }

  async markSent(emailId: string, receipt: { transport: string; messageId: string | null }, sentAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_log
          SET status = 'sent', transport = $2, provider_message_id = $3, sent_at = $4, last_error = NULL,
              sealed_secrets = NULL, lease_until = NULL, updated_at = now()
        WHERE id = $1`,
      [emailId, receipt.transport, receipt.messageId, sentAt],
    );
  }

  /** A failed attempt: queued again (the lease goes with it), or failed for good after the last one, its secrets dropped. */
  async markAttemptFailed(emailId: string, message: string, lastAttempt: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_log
          SET status = $2, last_error = $3, lease_until = NULL, updated_at = now()
              ${lastAttempt ? ', sealed_secrets = NULL' : ''}
        WHERE id = $1 AND status = 'queued'`,
      [emailId, lastAttempt ? 'failed' : 'queued', message],
    );
  }

  /** The email's status and whether a run holds a live lease on it; null when there is no such email. */
  async deliveryState(emailId: string): Promise<{ status: string; leased: boolean } | null> {
    const [row] = await this.dataSource.query<Array<{ status: string; leased: boolean }>>(
      'SELECT status, coalesce(lease_until >= now(), false) AS leased FROM email_log WHERE id = $1',
      [emailId],
    );
    return row ?? null;
  }

  /** One sweeping instance at a time; false when another holds the lock this round. */
  async tryLockSweep(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = await manager.query<Array<{ locked: boolean }>>('SELECT pg_try_advisory_xact_lock($1) AS locked', [SWEEP_LOCK_ID]);
    return locked;
  }

  /** Queued emails untouched for `olderThanMinutes`: a leased email is being sent; one whose lease passed lost its sender. */
  async stalled(olderThanMinutes: number, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.query<Array<{ id: string }>>(
      `SELECT id FROM email_log
        WHERE status = 'queued' AND updated_at < now() - make_interval(mins => $1) AND (lease_until IS NULL OR lease_until < now())
        ORDER BY updated_at LIMIT 500`,
      [olderThanMinutes],
    );
    return rows.map((row) => row.id);
  }

  /** Emails of one template sent in the last `withinDays` days, oldest first. */
  async sentOfTemplate(template: string, withinDays: number): Promise<Array<{ dedupeKey: string; sentAt: Date }>> {
    const rows = await this.dataSource.query<Array<{ dedupe_key: string; sent_at: Date }>>(
      `SELECT dedupe_key, sent_at FROM email_log
        WHERE template = $1 AND status = 'sent' AND sent_at > now() - make_interval(days => $2)
        ORDER BY sent_at LIMIT 1000`,
      [template, withinDays],
    );
    return rows.map((row) => ({ dedupeKey: row.dedupe_key, sentAt: row.sent_at }));
  }

  /** One page of the log for staff, newest first, of one status or all. */
  page(
    { page, pageSize, status }: { page: number; pageSize: number; status?: EmailLogEntity['status'] },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<[EmailLogEntity[], number]> {
    return manager.getRepository(EmailLogEntity).findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  /** The email locked for the rest of the transaction. */
  lockById(id: string, manager: EntityManager): Promise<EmailLogEntity | null> {
    return manager.getRepository(EmailLogEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Back in the queue for another delivery, its last error forgotten. */
  async requeue(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(EmailLogEntity, { id }, { status: 'queued', lastError: null });
  }
}
