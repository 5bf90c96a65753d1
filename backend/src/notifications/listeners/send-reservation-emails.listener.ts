import { Logger } from '@nestjs/common';
import { canMoveReservation } from '@cdm/domain';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  GetReservationQuery,
  LateDepositRefundedEvent,
  QuotationRequestedEvent,
  ReservationActivatedEvent,
  ReservationDepositUndoneEvent,
  ReservationReminderRequestedEvent,
  ReservationView,
  UnitBlockedEvent,
} from '../../reservations';
import { AppConfig } from '../../platform/config';
import { DocumentPool, documentTasks } from '../../platform/documents';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { QueueEmailCommand } from '../commands/queue-email.command';
import {
  depositUndoneEmail,
  planRows,
  lateDepositRefundEmail,
  quotationEmail,
  reservationActivatedEmail,
  reservationReminderEmail,
  unitBlockedEmail,
} from '../templates/reservation.templates';

/** The quotation's PDF is written on the document pool's threads (templates/quotation-pdf.ts). */
const QUOTATION_TASKS = documentTasks<typeof import('../templates/quotation-pdf')>(`${__dirname}/../templates/quotation-pdf`);

type ReservationEmailEvent =
  | UnitBlockedEvent
  | ReservationActivatedEvent
  | ReservationDepositUndoneEvent
  | LateDepositRefundedEvent
  | ReservationReminderRequestedEvent
  | QuotationRequestedEvent;

/** Every reservation email goes to the investor's own account address, never to one typed in a form. */
@EventsHandler(UnitBlockedEvent, ReservationActivatedEvent, ReservationDepositUndoneEvent, LateDepositRefundedEvent, ReservationReminderRequestedEvent, QuotationRequestedEvent)
export class SendReservationEmailsListener implements IEventHandler<ReservationEmailEvent> {
  private readonly logger = new Logger(SendReservationEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly documents: DocumentPool,
  ) {}

  async handle(event: ReservationEmailEvent): Promise<void> {
    try {
      if (event instanceof QuotationRequestedEvent) {
        const investor = await this.investor(event.investorId);
        if (!investor) return;
        const key = `quotation.${event.investorId}.${event.plan.unitCode}.${event.requestedAt.getTime()}`;
        const email = await quotationEmail(investor.name, event.plan);
        const pdf = await this.documents.run(QUOTATION_TASKS, 'quotationPdf', { name: investor.name, plan: event.plan, rows: planRows(event.plan), issuedAt: event.requestedAt });
        await this.commands.execute(new QueueEmailCommand(key, investor.email, { ...email, attachments: [pdf] }));
        return;
      }
      const reservation = await this.queries.execute<GetReservationQuery, ReservationView | null>(new GetReservationQuery(event.reservationId));
      if (!reservation) return;
      const investor = await this.investor(reservation.investorId);
      if (!investor) return;
      const key = `reservation.${reservation.id}`;
      // The block's and the undo's emails ask for a deposit by a deadline (their key): once the hold no
      // longer waits for one (paid, sold, ended), an event handled again (a retry, a restore's re-relay)
      // must not send a stale request to pay under a new key.
      const awaitsDeposit = canMoveReservation(reservation.status, 'confirmDeposit');
      if ((event instanceof UnitBlockedEvent || event instanceof ReservationDepositUndoneEvent) && !awaitsDeposit) return;
      if (event instanceof UnitBlockedEvent) {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.blocked.${reservation.expiresAt?.getTime() ?? 0}`, investor.email, await unitBlockedEmail(investor.name, reservation, this.config.bankDetails)),
        );
      } else if (event instanceof ReservationActivatedEvent) {
        await this.commands.execute(new QueueEmailCommand(`${key}.activated`, investor.email, await reservationActivatedEmail(investor.name, reservation)));
      } else if (event instanceof ReservationDepositUndoneEvent) {
        // Keyed by the new deadline: a deposit undone, confirmed again and undone again is told twice.
        await this.commands.execute(
          new QueueEmailCommand(
            `${key}.deposit-undone.${reservation.expiresAt?.getTime() ?? 0}`,
            investor.email,
            await depositUndoneEmail(investor.name, reservation, this.config.bankDetails),
          ),
        );
      } else if (event instanceof LateDepositRefundedEvent) {
        await this.commands.execute(new QueueEmailCommand(`${key}.late-refund`, investor.email, await lateDepositRefundEmail(investor.name, reservation)));
      } else {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.reminder.${event.requestedOn}`, investor.email, await reservationReminderEmail(investor.name, reservation, this.config.bankDetails)),
        );
      }
    } catch (error) {
      this.logger.error({ err: error }, 'Could not queue a reservation email');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }

  private investor(id: string) {
    return this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(id));
  }
}
