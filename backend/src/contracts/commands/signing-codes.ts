import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../platform/config';

/**
 * Signing codes are stored as an HMAC keyed from SESSION_SECRET: six digits hashed plainly would be
 * read back from a copy of the database in a second. The contract id is part of the message, so a
 * code is only ever good for its own contract.
 */
@Injectable()
export class SigningCodes {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', 'contract-signing-codes').update(config.sessionSecret).digest();
  }

  hash(contractId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${contractId}:${code}`).digest('hex');
  }

  matches(contractId: string, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(contractId, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
