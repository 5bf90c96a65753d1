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
    // x+1@ and x+2@ reach one inbox: the repeat check compares mailboxes, not spellings.
    const mailbox = mailboxOf(request.email);

    const result = await this.requests.transaction(async (manager) => {
      // Serialises requests of one email so a double submit cannot slip past the repeat check.
      await this.requests.lockMailbox(mailbox, manager);
      const previous = await this.requests.latestFromMailbox(mailbox, repeatWindowStart(now), manager);
      if (previous) return { ...previous, isRepeat: true };

      const saved = await this.requests.insert(
        {
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
        manager,
      );
      // The emails are rendered and queued off the request path, from this row: it commits with the
      // request or not at all, and only a new request writes it (a repeat sends no second email).
      await this.outbox.add(manager, new InformationRequestSubmittedEvent(saved.id));
      return { id: saved.id, submittedAt: saved.submittedAt, isRepeat: false };
    });

    faultAfterCommit(this.config, 'information-request');
    return result;
  }
}
