import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { mailboxOf } from '@cdm/domain';
import { AppConfig } from '../platform/config';

/**
 * A person in the funnel is their normalised mailbox (x+1@ and X@ are one person), kept as a keyed
 * hash: the read model holds no contact data, and its rows cannot be matched to an email without
 * the key. The key comes from SESSION_SECRET; a new secret changes every key, which the worker notices
 * (the fingerprint in funnel_state) and answers by rebuilding the read model.
 */
@Injectable()
export class FunnelPersonKeys {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', 'funnel-people').update(config.sessionSecret).digest();
  }

  keyOf(email: string): string {
    return createHmac('sha256', this.key).update(mailboxOf(email)).digest('base64url');
  }

  /** Names the key without revealing it (stored to notice a change). */
  fingerprint(): string {
    return createHmac('sha256', this.key).update('fingerprint').digest('hex').slice(0, 16);
  }
}
