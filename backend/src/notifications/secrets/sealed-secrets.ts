import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../platform/config';

export type EmailSecrets = Record<string, string>;

/**
 * One-time links must not sit readable in the email log, yet the worker must put them in
 * the email. They are sealed with AES-256-GCM (key derived from SESSION_SECRET), stored
 * beside the email, filled in at send time and erased once the email is sent.
 */
@Injectable()
export class SealedSecrets {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHash('sha256').update(`email-secrets:${config.sessionSecret}`).digest();
  }

  seal(secrets: EmailSecrets): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
  }

  unseal(value: string): EmailSecrets {
    const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')) as EmailSecrets;
  }
}

/** Placeholders look like {{resetUrl}}; templates write them where the secret goes. */
export const secretPlaceholder = (name: string) => `{{${name}}}`;

export function fillSecrets(content: string, secrets: EmailSecrets): string {
  return Object.entries(secrets).reduce((text, [name, value]) => text.split(secretPlaceholder(name)).join(value), content);
}
