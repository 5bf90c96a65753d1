import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../../platform/config';

export type OutgoingEmail = { to: string; subject: string; html: string; text: string };
export type DeliveryReceipt = { transport: 'smtp' | 'outbox'; messageId: string | null };

/**
 * SMTP when SMTP_URL is set; otherwise the local outbox: the message stays in the
 * email log (where staff and /email-preview read it) and counts as delivered.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly smtp: Transporter | null;

  constructor(private readonly config: AppConfig) {
    this.smtp = config.smtpUrl
      ? createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;
  }

  async send(email: OutgoingEmail): Promise<DeliveryReceipt> {
    if (!this.smtp) return { transport: 'outbox', messageId: null };
    const info = await this.smtp.sendMail({ from: this.config.mailFrom, ...email });
    return { transport: 'smtp', messageId: info.messageId ?? null };
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
