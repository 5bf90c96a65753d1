import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway } from '../gateways/payment-gateway';
import { InvalidWebhookSignatureError } from '../payments.errors';
import { ApplyProviderEventCommand, ApplyProviderEventResult } from './apply-provider-event.command';
import { ReceivePaymentWebhookCommand } from './receive-payment-webhook.command';

@CommandHandler(ReceivePaymentWebhookCommand)
export class ReceivePaymentWebhookHandler implements ICommandHandler<ReceivePaymentWebhookCommand, ApplyProviderEventResult> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly commands: CommandBus,
  ) {}

  async execute({ rawBody, signatureHeader }: ReceivePaymentWebhookCommand): Promise<ApplyProviderEventResult> {
    if (!rawBody) throw new InvalidWebhookSignatureError();
    const event = this.gateway.verifyWebhook(rawBody, signatureHeader);
    return this.commands.execute(new ApplyProviderEventCommand(event));
  }
}
