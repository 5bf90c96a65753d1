import { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedEmail = { to: string[]; from: string; subject: string; text: string; html: string; attachments: ReceivedAttachment[] };

/** A real SMTP server on loopback that keeps what it receives, for assertions. */
export class SmtpListener {
  readonly received: ReceivedEmail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''));
            this.received.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map((attachment) => ({
                filename: attachment.filename ?? '',
                contentType: attachment.contentType,
                content: attachment.content,
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedEmail[] {
    return this.received.filter((email) => email.to.includes(address));
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}
