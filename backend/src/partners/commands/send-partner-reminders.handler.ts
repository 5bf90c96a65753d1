import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RemindersSentResponse } from '@cdm/contracts';
import { canApplyToPartner, partnerStateOf } from '@cdm/domain';
import { AuditTrail } from '../../platform/audit';
import { Clock } from '../../platform/clock/clock';
import { Outbox } from '../../platform/outbox';
import { PartnerReminderDueEvent } from '../events/partner-events';
import { NoOverduePartnerSelectedError, NothingToRemindError, PartnerNotFoundError } from '../partners.errors';
import { PARTNER_MESSAGES } from '../partners.messages';
import { PartnerRepository } from '../persistence/partner.repository';
import { SendPartnerRemindersCommand } from './send-partner-reminders.command';

@CommandHandler(SendPartnerRemindersCommand)
export class SendPartnerRemindersHandler implements ICommandHandler<SendPartnerRemindersCommand, RemindersSentResponse> {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async execute({ partnerIds, mode, context }: SendPartnerRemindersCommand): Promise<RemindersSentResponse> {
    const partners = await this.partners.findByIds(partnerIds);
    if (mode === 'single' && partners.length === 0) throw new PartnerNotFoundError();
    // The state table refuses a reminder to a paid-off partner, and the overdue reminder to one who is current.
    const action = mode === 'overdue' ? 'remind-overdue' : 'remind';
    const chosen = partners.filter((partner) => canApplyToPartner(partnerStateOf(partner), action));
    if (mode === 'overdue' && chosen.length === 0) throw new NoOverduePartnerSelectedError();
    if (chosen.length === 0) throw new NothingToRemindError();

    const now = this.clock.now();
    await this.partners.transaction(async (manager) => {
      for (const partner of chosen) {
        await this.audit.record(manager, context, { action: 'partner.reminder_sent', entityType: 'partner', entityId: partner.id, after: { mode } });
      }
      // Staff may remind again on purpose: the key is unique per request moment.
      await this.outbox.add(
        manager,
        ...chosen.map(
          (partner) =>
            new PartnerReminderDueEvent(
              partner.id,
              partner.nextPaymentDate as string,
              partner.isCurrentOnPayments ? 'manual' : 'overdue',
              `partner-reminder.${partner.id}.manual.${now.getTime()}`,
            ),
        ),
      );
    });
    const sent = chosen.length;
    return { sent, message: sent === 1 ? PARTNER_MESSAGES.reminderSent : PARTNER_MESSAGES.remindersSent };
  }
}
