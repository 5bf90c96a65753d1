import { DurableEvent, fromOutboxRow, toOutboxRow } from './durable-event';
import { SealedFields } from './sealed-fields';

@DurableEvent('test.plan-quoted')
class PlanQuotedEvent {
  constructor(
    readonly investorId: string,
    readonly plan: { unitCode: string; totalCentavos: number; dates: Date[] },
    readonly requestedAt: Date,
  ) {}
}

@DurableEvent('test.link-issued', { sealed: ['token'] })
class LinkIssuedEvent {
  constructor(
    readonly accountId: string,
    readonly token: string,
  ) {}
}

class NotDurableEvent {
  constructor(readonly id: string) {}
}

const sealer = new SealedFields('a-session-secret-of-at-least-32-characters');

describe('durable events in outbox rows', () => {
  it('round-trips the fields, dates included, into an instance of the event class', () => {
    const event = new PlanQuotedEvent('inv-1', { unitCode: 'A1P', totalCentavos: 123, dates: [new Date('2026-12-01T15:00:00Z')] }, new Date('2026-11-25T16:00:00.123Z'));
    const row = toOutboxRow(event, sealer);
    expect(row.type).toBe('test.plan-quoted');
    const stored = JSON.parse(JSON.stringify(row.payload)) as Record<string, unknown>;
    const back = fromOutboxRow(row.type, stored, sealer);
    expect(back).toBeInstanceOf(PlanQuotedEvent);
    expect(back).toEqual(event);
    expect((back as PlanQuotedEvent).requestedAt.getTime()).toBe(event.requestedAt.getTime());
  });

  it('keeps a sealed field unreadable in the row and opens it for the listener', () => {
    const row = toOutboxRow(new LinkIssuedEvent('acc-1', 'the-one-time-token'), sealer);
    expect(JSON.stringify(row.payload)).not.toContain('the-one-time-token');
    expect(row.payload.accountId).toBe('acc-1');
    expect(fromOutboxRow(row.type, row.payload, sealer)).toEqual(new LinkIssuedEvent('acc-1', 'the-one-time-token'));
    // Another deployment's key cannot open it.
    expect(() => fromOutboxRow(row.type, row.payload, new SealedFields('another-session-secret-of-32-characters!'))).toThrow();
  });

  it('refuses an event that is not durable, and knows no unknown type', () => {
    expect(() => toOutboxRow(new NotDurableEvent('x'), sealer)).toThrow('not a @DurableEvent');
    expect(fromOutboxRow('test.nobody', {}, sealer)).toBeNull();
  });
});
