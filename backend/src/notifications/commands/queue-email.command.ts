import type { EmailSecrets } from '../secrets/sealed-secrets';
import { RenderedEmail } from '../templates/layout';

/** Records an email in the log and puts it on the queue; the same dedupe key never sends twice. */
export class QueueEmailCommand {
  constructor(
    readonly dedupeKey: string,
    readonly recipient: string,
    readonly email: RenderedEmail,
    // Values the email carries that must never be stored readable (one-time links).
    readonly secrets?: EmailSecrets,
  ) {}
}
