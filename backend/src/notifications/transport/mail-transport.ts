import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../platform/config';
import type { EmailAttachment } from '../templates/layout';

/** `id` is the email-log id: it makes the Message-ID, the same on every attempt of one email. */
export type OutgoingEmail = { id?: string; to: string; subject: string; html: string; text: string; attachments?: EmailAttachment[] };
export type DeliveryReceipt = { transport: 'smtp' | 'outbox'; messageId: string | null };

/**
 * SMTP when SMTP_URL is set (pooled connections, SMTP_POOL_CONNECTIONS); otherwise the local outbox: the message stays in the
 * email log (where staff and /email-preview read it) and counts as delivered.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly smtp: Transporter | null;

  constructor(private readonly config: AppConfig) {
    this.smtp = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          // One pool per process: a few connections reused for many messages instead of a
          // connection (TCP + greeting + auth) per email; messages wait in the pool's queue.
          pool: true,
          maxConnections: config.smtpPoolConnections,
          maxMessages: 1_000,
          // A message whose connection closes mid-send is not silently sent again by the pool (the
          // server may have accepted it already): it fails, the claim's lease is given back and the
          // queue's retry sends it, as one more recorded attempt with the same Message-ID.
          maxRequeues: 0,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  async send(email: OutgoingEmail): Promise<DeliveryReceipt> {
    if (!this.smtp) return { transport: 'outbox', messageId: null };
    const { id, attachments = [], ...message } = email;
    const info = await this.smtp.sendMail({
      from: this.config.mailFrom,
      ...message,
      // A worker that dies after the server accepted a message but before the log says "sent"
      // sends it again on retry: with the same Message-ID, which lets receivers drop the copy.
      ...(id ? { messageId: messageIdFor(id, this.config.mailFrom) } : {}),
      attachments: attachments.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, encoding })),
    });
    return { transport: 'smtp', messageId: info.messageId ?? null };
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}

/** `<email-log id@sender's domain>`: deterministic, so a resend after a crash is recognisably the same message. */
export function messageIdFor(emailId: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'cdm.local';
  return `<${emailId}@${domain}>`;
}
