import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mailboxOf } from '@cdm/domain';
import { Clock } from '../platform/clock/clock';
import { AppConfig } from '../platform/config';
import { RedisClient } from '../platform/redis/redis.module';
import { LETTER_CONFIRMATION_TEMPLATE } from './templates/letter-of-intent.templates';

/** Templates an anonymous visitor can make us send: capped per recipient mailbox and day. */
export const PUBLIC_TEMPLATES: ReadonlySet<string> = new Set([
  'information-request.acknowledgement',
  'presentation-booking.receipt',
  'application.received',
  LETTER_CONFIRMATION_TEMPLATE,
  'reservation.quotation',
  'investor.password-reset',
  'investor.password-setup',
  'investor.application-authorized',
]);

// One set per mailbox and UTC day holding the dedupe keys admitted: the same email queued again
// (a retried listener, a sweep) is admitted again without counting twice; a new one only under the cap.
const ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const TWO_DAYS_MS = 2 * 86_400_000;

/** Counts public emails per recipient per day in Redis, atomically, before anything is stored or sent. */
@Injectable()
export class RecipientCap {
  constructor(
    private readonly redis: RedisClient,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** False when the recipient already got the day's figure of public emails: this one is not sent. */
  async admit(template: string, recipient: string, dedupeKey: string): Promise<boolean> {
    if (!PUBLIC_TEMPLATES.has(template)) return true;
    // Redis holds a digest of the mailbox, never the address.
    const mailbox = createHash('sha256').update(mailboxOf(recipient)).digest('hex').slice(0, 32);
    const day = this.clock.now().toISOString().slice(0, 10);
    const key = `${this.config.redisPrefix}:email-cap:${day}:${mailbox}`;
    const connection = await this.redis.ready();
    const admitted = await connection.eval(ADMIT, 1, key, dedupeKey, this.config.emailCapPerRecipientPerDay, TWO_DAYS_MS);
    return admitted === 1;
  }
}
