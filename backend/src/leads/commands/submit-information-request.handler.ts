import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { normalizeEmail, repeatWindowStart } from '@cdm/domain';
import { Clock } from '../../platform/clock/clock';
import { AppConfig, faultAfterCommit } from '../../platform/config';
import { Outbox } from '../../platform/outbox';
import { InformationRequestSubmittedEvent } from '../events/information-request-submitted.event';
import { InformationRequestEntity } from '../persistence/information-request.entity';
import { SubmitInformationRequestCommand, SubmitInformationRequestResult } from './submit-information-request.command';

@CommandHandler(SubmitInformationRequestCommand)
export class SubmitInformationRequestHandler
  implements ICommandHandler<SubmitInformationRequestCommand, SubmitInformationRequestResult>
{
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ request }: SubmitInformationRequestCommand): Promise<SubmitInformationRequestResult> {
    const now = this.clock.now();
    const emailNormalized = normalizeEmail(request.email);

    const result = await this.dataSource.transaction(async (manager) => {
      // Serialises requests of one email so a double submit cannot slip past the repeat check.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`information-request:${emailNormalized}`]);
      const repository = manager.getRepository(InformationRequestEntity);
      const previous = await repository.findOne({
        where: { emailNormalized, submittedAt: MoreThan(repeatWindowStart(now)) },
        order: { submittedAt: 'DESC' },
      });
      if (previous) return { id: previous.id, submittedAt: previous.submittedAt, isRepeat: true };

      const saved = await repository.save(
        repository.create({
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
        }),
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
