import type { UnitStatus, UnitView } from '@cdm/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { FakeEventSource } from '@/testing/fake-event-source';
import { LIVE_UNITS_FALLBACK_MS, LIVE_UNITS_THROTTLE_MS, subscribeToLiveUnits, type LiveUnitsOptions } from './live-units';

const UNITS_KEY = ['inventory', 'units'] as const;
const DERIVED_KEY = ['reservations', 'my-reservations'] as const;
const OPTIONS: LiveUnitsOptions = { unitsKey: UNITS_KEY, derivedKeys: [DERIVED_KEY] };

const unit = (unitCode: string, status: UnitStatus = 'available'): UnitView => ({
  unitCode,
  unitNumber: Number(unitCode[1]),
  module: unitCode[0] ?? 'A',
  level: 1,
  productType: 'box-premium-panamericana',
  status,
  areaM2: 60,
  basePriceCentavos: 1_000_000_000,
  currentPriceCentavos: 1_000_000_000,
});

const statuses = (client: QueryClient) => Object.fromEntries((client.getQueryData<UnitView[]>(UNITS_KEY) ?? []).map((u) => [u.unitCode, u.status]));

let client: QueryClient;
let unsubscribers: Array<() => void>;
let derivedReads: number;
let unitsReads: number;

/** A screen showing the units and a list that follows them (both queries active, as on the dashboard). */
async function showScreen(): Promise<void> {
  const units = new QueryObserver(client, { queryKey: UNITS_KEY, queryFn: () => (unitsReads++, [unit('A1P'), unit('A2P')]) });
  const derived = new QueryObserver(client, { queryKey: DERIVED_KEY, queryFn: () => ++derivedReads });
  unsubscribers.push(units.subscribe(() => undefined), derived.subscribe(() => undefined));
  await jest.advanceTimersByTimeAsync(0);
}

const subscribe = (options = OPTIONS) => unsubscribers.push(subscribeToLiveUnits(client, options));

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  unsubscribers = [];
  derivedReads = 0;
  unitsReads = 0;
});

afterEach(() => {
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  client.clear();
  FakeEventSource.uninstall();
  jest.useRealTimers();
});

describe('the live units stream', () => {
  it('patches the cached list in place, in version order: an event not newer than the last applied is dropped', async () => {
    await showScreen();
    subscribe();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/units/events');
    stream.connect();

    stream.send('snapshot', { version: 10, units: [unit('A1P'), unit('A2P')] }, 10);
    stream.send('unit', { version: 12, unit: unit('A1P', 'blocked'), previousStatus: 'available' }, 12);
    // Late and repeated events: older than what the list already shows.
    stream.send('unit', { version: 11, unit: unit('A1P', 'available'), previousStatus: 'reserved' }, 11);
    stream.send('unit', { version: 12, unit: unit('A1P', 'available'), previousStatus: 'blocked' }, 12);
    stream.send('unit', { version: 13, unit: unit('A2P', 'sold'), previousStatus: 'reserved' }, 13);

    expect(statuses(client)).toEqual({ A1P: 'blocked', A2P: 'sold' });
    // Patched, never read again from the server.
    expect(unitsReads).toBe(1);
  });

  it('replaces the list with a snapshot, also one of a new stream with lower versions', async () => {
    await showScreen();
    subscribe();
    const stream = FakeEventSource.latest();
    stream.send('unit', { version: 50, unit: unit('A1P', 'reserved'), previousStatus: 'available' }, 50);
    expect(statuses(client)).toEqual({ A1P: 'reserved', A2P: 'available' });

    stream.send('snapshot', { version: 3, units: [unit('A1P'), unit('A2P', 'blocked'), unit('A3P', 'sold')] }, 3);
    expect(statuses(client)).toEqual({ A1P: 'available', A2P: 'blocked', A3P: 'sold' });
    stream.send('unit', { version: 3, unit: unit('A3P'), previousStatus: 'sold' }, 3);
    stream.send('unit', { version: 4, unit: unit('A2P'), previousStatus: 'blocked' }, 4);
    expect(statuses(client)).toEqual({ A1P: 'available', A2P: 'available', A3P: 'sold' });
  });

  it('reads nothing again for the first snapshot when it arrives before the screen\'s own first reads answered', async () => {
    let answerUnits: (units: UnitView[]) => void = () => undefined;
    const units = new QueryObserver(client, { queryKey: UNITS_KEY, queryFn: () => new Promise<UnitView[]>((resolve) => (answerUnits = resolve)) });
    const derived = new QueryObserver(client, { queryKey: DERIVED_KEY, queryFn: () => ++derivedReads });
    unsubscribers.push(units.subscribe(() => undefined), derived.subscribe(() => undefined));
    subscribe();
    // The list that follows has answered already; the units have not.
    await jest.advanceTimersByTimeAsync(0);
    expect(derivedReads).toBe(1);
    const stream = FakeEventSource.latest();
    stream.connect();
    stream.send('snapshot', { version: 1, units: [unit('A1P'), unit('A2P', 'blocked')] }, 1);
    await jest.advanceTimersByTimeAsync(0);

    expect(statuses(client)).toEqual({ A1P: 'available', A2P: 'blocked' });
    answerUnits([unit('A1P'), unit('A2P', 'blocked')]);
    await jest.advanceTimersByTimeAsync(10 * LIVE_UNITS_THROTTLE_MS);
    expect(derivedReads).toBe(1);
  });

  it('reads the lists that follow unit statuses again at once, then at most once a second for a burst of events', async () => {
    await showScreen();
    subscribe();
    const stream = FakeEventSource.latest();
    stream.connect();
    // The first snapshot matches what the screen has: nothing to read again.
    stream.send('snapshot', { version: 1, units: [unit('A1P'), unit('A2P')] }, 1);
    await jest.advanceTimersByTimeAsync(0);
    expect(derivedReads).toBe(1);

    stream.send('unit', { version: 2, unit: unit('A1P', 'blocked'), previousStatus: 'available' }, 2);
    await jest.advanceTimersByTimeAsync(0);
    expect(derivedReads).toBe(2);

    for (let version = 3; version < 23; version++) {
      stream.send('unit', { version, unit: unit('A2P', version % 2 ? 'blocked' : 'available'), previousStatus: null }, version);
    }
    await jest.advanceTimersByTimeAsync(LIVE_UNITS_THROTTLE_MS - 1);
    expect(derivedReads).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(derivedReads).toBe(3);
    await jest.advanceTimersByTimeAsync(10 * LIVE_UNITS_THROTTLE_MS);
    expect(derivedReads).toBe(3);
  });

  it('reads the units and the lists again every 20 s while the stream is down, and stops once it is back', async () => {
    await showScreen();
    subscribe();
    const stream = FakeEventSource.latest();
    stream.connect();
    await jest.advanceTimersByTimeAsync(3 * LIVE_UNITS_FALLBACK_MS);
    expect([unitsReads, derivedReads]).toEqual([1, 1]);

    stream.fail();
    await jest.advanceTimersByTimeAsync(LIVE_UNITS_FALLBACK_MS);
    expect([unitsReads, derivedReads]).toEqual([2, 2]);
    await jest.advanceTimersByTimeAsync(LIVE_UNITS_FALLBACK_MS);
    expect([unitsReads, derivedReads]).toEqual([3, 3]);

    stream.connect();
    await jest.advanceTimersByTimeAsync(3 * LIVE_UNITS_FALLBACK_MS);
    expect([unitsReads, derivedReads]).toEqual([3, 3]);
  });

  it('opens a new stream when the browser gave up on the first, refetching meanwhile, and asks for what it missed', async () => {
    await showScreen();
    subscribe();
    FakeEventSource.latest().send('unit', { version: 6, unit: unit('A1P', 'blocked'), previousStatus: 'available' }, 6);
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    expect(FakeEventSource.open()).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(LIVE_UNITS_FALLBACK_MS);
    expect(unitsReads).toBe(2);
    expect(FakeEventSource.open()).toHaveLength(1);
    const second = FakeEventSource.latest();
    expect(second.url).toBe('/api/units/events?lastEventId=6');
    second.connect();
    second.send('unit', { version: 7, unit: unit('A2P', 'reserved'), previousStatus: 'available' }, 7);
    // A1P as the fallback's read answered it, A2P as the new stream's event.
    expect(statuses(client)).toEqual({ A1P: 'available', A2P: 'reserved' });
  });

  it('keeps one stream per tab for every screen that subscribes, and closes it after the last one leaves', async () => {
    await showScreen();
    subscribe();
    subscribe({ unitsKey: UNITS_KEY, derivedKeys: [['inventory', 'stats', 'admin']] });
    expect(FakeEventSource.instances).toHaveLength(1);

    const [first, second] = unsubscribers.splice(2, 2);
    first?.();
    expect(FakeEventSource.open()).toHaveLength(1);
    second?.();
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});
