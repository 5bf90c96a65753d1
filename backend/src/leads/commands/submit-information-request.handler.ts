import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { mailboxOf, normalizeEmail, repeatWindowStart } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { AppConfig, faultAfterCommit } from '../../platform/config';
import { Outbox } from '../../platform/outbox';
import { InformationRequestSubmittedEvent } from '../events/information-request-submitted.event';
import { InformationRequestRepository } from '../persistence/information-request.repository';
import { SubmitInformationRequestCommand, SubmitInformationRequestResult } from './submit-information-request.command';

@CommandHandler(SubmitInformationRequestCommand)
export class SubmitInformationRequestHandler
  implements ICommandHandler<SubmitInformationRequestCommand, SubmitInformationRequestResult>
{
  constructor(
    private readonly requests: InformationRequestRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ request }: SubmitInformationRequestCommand): Promise<SubmitInformationRequestResult> {
    const now = this.clock.now();
    const emailNormalized = normalizeEmail(request.email);

    const id = randomUUID();
    // One call, one transaction (the mailbox's lock, the repeat check, the request and its outbox row):
    // the emails are rendered and queued off the request path, from that row, which commits with the
    // request or not at all; a repeat writes nothing and sends no second email.
    const submitted = await this.requests.submit(
      {
        id,
        fullName: request.fullName.trim(),
        email: request.email.trim(),
        emailNormalized,
        phone: request.phone.trim(),
        cityState: request.cityState?.trim() ?? '',
        interestType: request.interestType,
        productsOfInterest: [...new Set(request.productsOfInterest)],
        howHeardAbout: request.howHeardAbout ?? '',
        utmSource: request.utmSource ?? null,
        utmMedium: request.utmMedium ?? null,
        utmCampaign: request.utmCampaign ?? null,
        utmTerm: request.utmTerm ?? null,
        utmContent: request.utmContent ?? null,
        referrerPage: request.referrerPage ?? null,
        submittedAt: now,
      },
      // x+1@ and x+2@ reach one inbox: the repeat check compares mailboxes, not spellings.
      { mailbox: mailboxOf(request.email), since: repeatWindowStart(now) },
      this.outbox.rowFor(new InformationRequestSubmittedEvent(id)),
    );
    if (!submitted.isRepeat) this.outbox.committed();

    faultAfterCommit(this.config, 'information-request');
    return submitted;
  }
}
