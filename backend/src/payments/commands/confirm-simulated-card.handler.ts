import { randomUUID, timingSafeEqual } from 'node:crypto';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SIMULATED_CARD_MESSAGES, SIMULATED_TEST_CARDS } from '@cdm/contracts';
import { PaymentGateway } from '../gateways/payment-gateway';
import { SimulatedGateway } from '../gateways/simulated-gateway';
import { CardDeclinedError, PaymentNotFoundError, SimulatedProviderInactiveError } from '../payments.errors';
import { ApplyProviderEventCommand } from './apply-provider-event.command';
import { ConfirmSimulatedCardCommand, ConfirmSimulatedCardResult } from './confirm-simulated-card.command';

const digits = (value: string) => value.replace(/\D/g, '');

@CommandHandler(ConfirmSimulatedCardCommand)
export class ConfirmSimulatedCardHandler implements ICommandHandler<ConfirmSimulatedCardCommand, ConfirmSimulatedCardResult> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly commands: CommandBus,
  ) {}

  async execute({ clientSecret, cardNumber }: ConfirmSimulatedCardCommand): Promise<ConfirmSimulatedCardResult> {
    if (!(this.gateway instanceof SimulatedGateway)) throw new SimulatedProviderInactiveError();
    const intent = await this.gateway.findIntentByClientSecret(clientSecret);
    if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw new PaymentNotFoundError();
    if (intent.status === 'succeeded') return { status: intent.status };

    const declined = digits(cardNumber) === digits(SIMULATED_TEST_CARDS.declined);
    const settled = await this.gateway.settleIntent(
      intent.id,
      declined ? { status: 'failed', error: SIMULATED_CARD_MESSAGES.declined } : { status: 'succeeded' },
    );
    // The same path a provider webhook takes, so every listener sees the same events.
    await this.commands.execute(
      new ApplyProviderEventCommand({
        id: `evt_sim_${randomUUID()}`,
        type: declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
        intentId: intent.id,
      }),
    );
    if (settled.status === 'failed') throw new CardDeclinedError(settled.lastError ?? SIMULATED_CARD_MESSAGES.declined);
    return { status: settled.status };
  }
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
