import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Fields of a durable event that must never sit readable (a one-time link's token) are sealed in
 * the outbox row and the job with AES-256-GCM, under a key derived from SESSION_SECRET, and opened
 * only by the consumer that hands the event to its listener.
 */
export class SealedFields {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHash('sha256').update(`outbox-sealed-fields:${sessionSecret}`).digest();
  }

  seal(value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `sealed:${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.')}`;
  }

  open(value: string): string {
    const [iv, tag, sealed] = value.replace(/^sealed:/, '').split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}
