import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SubmitInformationRequestDto } from '@cdm/contracts';
import { type Attribution, mailboxOf, normalizeEmail, repeatWindowStart } from '@cdm/domain';
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
    const attribution = attributionOf(request);
    const campaign = attribution?.lastTouch ?? attribution?.firstTouch;
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
        // The spec's columns: as sent, or the last touch's values when only the attribution came.
        utmSource: request.utmSource ?? campaign?.source ?? null,
        utmMedium: request.utmMedium ?? campaign?.medium ?? null,
        utmCampaign: request.utmCampaign ?? campaign?.campaign ?? null,
        utmTerm: request.utmTerm ?? campaign?.term ?? null,
        utmContent: request.utmContent ?? campaign?.content ?? null,
        referrerPage: request.referrerPage ?? null,
        attribution,
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

/**
 * The attribution as the browser sent it; from a client that sends only the flat utm_* fields (an
 * older page, a client written from the spec), one touch made of them (its time is the request's).
 */
function attributionOf(request: SubmitInformationRequestDto): Attribution | null {
  if (request.attribution) return request.attribution;
  const touch = {
    source: request.utmSource,
    medium: request.utmMedium,
    campaign: request.utmCampaign,
    term: request.utmTerm,
    content: request.utmContent,
    referrerHost: hostOf(request.referrerPage),
  };
  const given = Object.fromEntries(Object.entries(touch).filter(([, value]) => value !== undefined && value !== ''));
  return Object.keys(given).length > 0 ? { lastTouch: given } : null;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
