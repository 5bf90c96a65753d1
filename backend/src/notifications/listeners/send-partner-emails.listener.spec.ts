import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PartnerReminderDueEvent, type PartnerView } from '../../partners';
import { loadConfig } from '../../platform/config';
import { QueueEmailCommand } from '../commands/queue-email.command';
import { SendPartnerEmailsListener } from './send-partner-emails.listener';

const partner = (id: string): PartnerView => ({
  id,
  name: 'Socio de Prueba',
  email: `${id}@example.mx`,
  reference: 'CDM-S-AB12CD',
  productPurchased: 'Palco Premium A-1',
  monthlyPaymentCentavos: 5_327_183,
  nextPaymentDate: '2026-12-01',
  nextPaymentAmountCentavos: 5_327_183,
  remainingBalanceCentavos: 900_000_000,
  isCurrentOnPayments: true,
  monthsOverdue: 0,
  overdueAmountCentavos: 0,
});

const reminder = (id: string) => new PartnerReminderDueEvent(id, '2026-12-01', 'upcoming', `partner-reminder.${id}.2026-12-01.upcoming`);

function listenerWith(queueEmail: (command: QueueEmailCommand) => Promise<unknown>) {
  const queries = { execute: jest.fn(async (query: { partnerId: string }) => partner(query.partnerId)) } as unknown as QueryBus;
  const commands = { execute: jest.fn(queueEmail) } as unknown as CommandBus;
  return { listener: new SendPartnerEmailsListener(queries, commands, loadConfig({ NODE_ENV: 'test' })), commands };
}

// Every reminder's email is rendered (React): 200 of them take seconds on a busy machine.

describe('queueing the emails of the daily partner reminders', () => {
  afterEach(() => jest.useRealTimers());

  it('queues a few at a time when thousands of reminders arrive at once', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    const { listener, commands } = listenerWith(async () => {
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
    });

    await Promise.all(Array.from({ length: 200 }, (_, index) => listener.handle(reminder(`p${index}`))));

    expect(commands.execute).toHaveBeenCalledTimes(200);
    expect(mostAtOnce).toBe(4);
  });

  it('tries again after a failure (a pool timeout), with the same dedupe key, and queues the email', async () => {
    jest.useFakeTimers();
    const failures = [new Error('timeout exceeded when trying to connect'), new Error('timeout exceeded when trying to connect')];
    const { listener, commands } = listenerWith(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
    });

    const handled = listener.handle(reminder('p1'));
    await jest.advanceTimersByTimeAsync(1_000);
    await jest.advanceTimersByTimeAsync(5_000);
    await handled;

    expect(commands.execute).toHaveBeenCalledTimes(3);
    const keys = jest.mocked(commands.execute).mock.calls.map(([command]) => (command as QueueEmailCommand).dedupeKey);
    expect(new Set(keys)).toEqual(new Set(['partner-reminder.p1.2026-12-01.upcoming']));
  });

  it('after four tries hands the failure back to its outbox job, which BullMQ retries', async () => {
    jest.useFakeTimers();
    const { listener, commands } = listenerWith(async () => {
      throw new Error('database down');
    });

    const handled = listener.handle(reminder('p1')).then(
      () => null,
      (error: Error) => error,
    );
    await jest.advanceTimersByTimeAsync(21_000);
    expect(await handled).toEqual(new Error('database down'));
    expect(commands.execute).toHaveBeenCalledTimes(4);
  });
});
