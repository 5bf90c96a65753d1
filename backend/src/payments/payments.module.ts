import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock';
import { AppConfig } from '../platform/config';
import { ApplyProviderEventHandler } from './commands/apply-provider-event.handler';
import { ConfirmSimulatedCardHandler } from './commands/confirm-simulated-card.handler';
import { ReceivePaymentWebhookHandler } from './commands/receive-payment-webhook.handler';
import { ReconcilePaymentsHandler } from './commands/reconcile-payments.handler';
import { RefundPaymentHandler } from './commands/refund-payment.handler';
import { SyncPaymentHandler } from './commands/sync-payment.handler';
import { PaymentGateway } from './gateways/payment-gateway';
import { SimulatedGateway, simulatedWebhookSecret } from './gateways/simulated-gateway';
import { StripeGateway } from './gateways/stripe-gateway';
import { ReconcilePaymentsCron } from './jobs/reconcile-payments.cron';
import { MoneyLedger } from './ledger/money-ledger';
import { MoneyLedgerRepository } from './ledger/money-ledger.repository';
import { PaymentStateWriter } from './payment-state';
import { Payments } from './payments';
import { PaymentsController } from './payments.controller';
import { PaymentEntity } from './persistence/payment.entity';
import { PaymentRepository } from './persistence/payment.repository';
import { GetPaymentHandler } from './queries/get-payment.handler';
import { GetTargetMoneyHandler } from './queries/get-target-money.handler';
import { MoneyAdminController } from './money-admin.controller';

function createGateway(config: AppConfig, dataSource: DataSource, clock: Clock): PaymentGateway {
  if (config.paymentProvider === 'stripe') {
    return new StripeGateway(
      {
        secretKey: config.stripeSecretKey as string,
        publishableKey: config.stripePublishableKey as string,
        webhookSecret: config.stripeWebhookSecret as string,
        apiUrl: config.stripeApiUrl,
      },
      clock,
    );
  }
  // loadConfig already refuses this; a second lock, since the simulated provider pays deposits for free.
  if (config.isProduction) throw new Error('El proveedor de pagos simulado no puede ejecutarse en producción');
  return new SimulatedGateway(dataSource, simulatedWebhookSecret(config.sessionSecret), clock);
}

/** The payments context: money in. The card provider's port, webhooks, refunds and their reconciliation, and the record of every peso received or returned. */
@Global()
@Module({})
export class PaymentsModule {
  /** Reconciliation runs where the worker runs (APP_ROLE all or worker). */
  static register({ processJobs }: { processJobs: boolean }): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [CqrsModule, TypeOrmModule.forFeature([PaymentEntity])],
      controllers: [PaymentsController, MoneyAdminController],
      providers: [
    { provide: PaymentGateway, inject: [AppConfig, getDataSourceToken(), Clock], useFactory: createGateway },
    Payments,
    PaymentRepository,
    PaymentStateWriter,
    MoneyLedger,
    MoneyLedgerRepository,
    ApplyProviderEventHandler,
    ReceivePaymentWebhookHandler,
    SyncPaymentHandler,
    RefundPaymentHandler,
    ReconcilePaymentsHandler,
    ConfirmSimulatedCardHandler,
    GetPaymentHandler,
    GetTargetMoneyHandler,
    ...(processJobs ? [ReconcilePaymentsCron] : []),
  ],
      exports: [Payments, PaymentGateway, MoneyLedger],
    };
  }
}
