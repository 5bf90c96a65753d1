import { BullModule } from '@nestjs/bullmq';
import { ListReservationRecordsHandler } from './queries/list-reservation-records.handler';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InventoryModule } from '../inventory';
import { CancelReservationHandler } from './commands/cancel-reservation.handler';
import { ConfirmReservationDepositHandler } from './commands/confirm-reservation-deposit.handler';
import { ConfirmReservationPaymentHandler } from './commands/confirm-reservation-payment.handler';
import { ConvertReservationToSaleHandler } from './commands/convert-reservation-to-sale.handler';
import { ExpireOverdueReservationsHandler } from './commands/expire-overdue-reservations.handler';
import { ExpireReservationHandler } from './commands/expire-reservation.handler';
import { HoldUnitHandler } from './commands/hold-unit.handler';
import { OpenReservationPaymentHandler } from './commands/open-reservation-payment.handler';
import { RecordReservationDepositHandler } from './commands/record-reservation-deposit.handler';
import { RefundReservationDepositHandler } from './commands/refund-reservation-deposit.handler';
import { ReservationDeposits } from './commands/reservation-deposits';
import { RequestQuotationHandler } from './commands/request-quotation.handler';
import { SendReservationRemindersHandler } from './commands/send-reservation-reminders.handler';
import { ReverseReservationMoneyHandler } from './commands/reverse-reservation-money.handler';
import { SyncReservationDepositHandler } from './commands/sync-reservation-deposit.handler';
import { ExpiryScheduler } from './expiry-scheduler';
import { ExpireOverdueReservationsCron } from './jobs/expire-overdue-reservations.cron';
import { RESERVATION_EXPIRY_QUEUE } from './jobs/reservation-expiry.job';
import { ReservationExpiryProcessor } from './jobs/reservation-expiry.processor';
import { RecordReservationDepositListener } from './listeners/record-reservation-deposit.listener';
import { SyncDepositOnMoneyChangedListener } from './listeners/sync-deposit-on-money-changed.listener';
import { ReservationRepository } from './persistence/reservation.repository';
import { UnitReservationEntity } from './persistence/unit-reservation.entity';
import { PlanPricing } from './plan';
import { AdminReservationViews } from './queries/admin-reservation.view';
import { GetAdminReservationHandler } from './queries/get-admin-reservation.handler';
import { GetMyReservationsHandler } from './queries/get-my-reservations.handler';
import { GetReservationHandler } from './queries/get-reservation.handler';
import { HasPaidReservationHandler } from './queries/has-paid-reservation.handler';
import { ListTransferBlocksHandler } from './queries/list-transfer-blocks.handler';
import { LockReservationHandler } from './queries/lock-reservation.handler';
import { ListAdminReservationsHandler } from './queries/list-admin-reservations.handler';
import { ListSalesHandler } from './queries/list-sales.handler';
import { ReservationsAdminController } from './reservations-admin.controller';
import { ReservationsController } from './reservations.controller';

@Module({})
export class ReservationsModule {
  /** The expiry worker and the sweep run where the worker runs (APP_ROLE all or worker). */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: ReservationsModule,
      imports: [
        CqrsModule,
        InventoryModule,
        TypeOrmModule.forFeature([UnitReservationEntity]),
        BullModule.registerQueue({ name: RESERVATION_EXPIRY_QUEUE }),
      ],
      controllers: [ReservationsController, ReservationsAdminController],
      providers: [
        PlanPricing,
        ExpiryScheduler,
        ReservationRepository,
        ListReservationRecordsHandler,
        ReservationDeposits,
        AdminReservationViews,
        ReverseReservationMoneyHandler,
        SyncReservationDepositHandler,
        HoldUnitHandler,
        OpenReservationPaymentHandler,
        ConfirmReservationPaymentHandler,
        RecordReservationDepositHandler,
        CancelReservationHandler,
        ExpireReservationHandler,
        ExpireOverdueReservationsHandler,
        ConfirmReservationDepositHandler,
        ConvertReservationToSaleHandler,
        RefundReservationDepositHandler,
        SendReservationRemindersHandler,
        RequestQuotationHandler,
        GetMyReservationsHandler,
        ListAdminReservationsHandler,
        GetAdminReservationHandler,
        GetReservationHandler,
        HasPaidReservationHandler,
        ListTransferBlocksHandler,
        LockReservationHandler,
        ListSalesHandler,
        RecordReservationDepositListener,
        SyncDepositOnMoneyChangedListener,
        ...(processJobs ? [ReservationExpiryProcessor, ExpireOverdueReservationsCron] : []),
      ],
    };
  }
}
