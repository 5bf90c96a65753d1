import { UNIT_EVENTS_PATH, type UnitChangeEvent, type UnitSnapshotEvent, type UnitView } from '@cdm/contracts';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

// One server-sent event stream of unit statuses per tab (GET /api/units/events), shared by every
// screen that shows units. It patches the cached units list in place, and reads again, at most once
// a second, the queries whose figures follow a unit's status. While the stream is down the same
// queries are read again every LIVE_UNITS_FALLBACK_MS instead, without a word to the person.

export type LiveUnitsOptions = {
  /** The cached list of every unit (GET /api/units), patched in place from the events. */
  unitsKey: QueryKey;
  /** Queries whose figures follow unit statuses: read again after a change. */
  derivedKeys: readonly QueryKey[];
};

export const LIVE_UNITS_THROTTLE_MS = 1_000;
export const LIVE_UNITS_FALLBACK_MS = 20_000;

type Subscriber = { derivedKeys: readonly QueryKey[] };

/** The tab's one stream; opened by the first screen that subscribes, closed after the last. */
class LiveUnitsConnection {
  private source: EventSource | null = null;
  private lastVersion: number | null = null;
  private lastRefresh = Number.NEGATIVE_INFINITY;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private fallbackTimer: ReturnType<typeof setInterval> | null = null;
  readonly subscribers = new Set<Subscriber>();

  constructor(
    readonly queryClient: QueryClient,
    private readonly unitsKey: QueryKey,
  ) {}

  open(): void {
    // Nothing to stream from on the server (prerender) or in a browser without EventSource: refetch.
    if (typeof EventSource === 'undefined') return this.startFallback();
    // A stream opened again asks for what it missed since the last event applied (the server replays
    // the gap, or sends a snapshot when it is too long); the browser's own retries send Last-Event-ID.
    const source = new EventSource(this.lastVersion === null ? UNIT_EVENTS_PATH : `${UNIT_EVENTS_PATH}?lastEventId=${this.lastVersion}`);
    this.source = source;
    source.addEventListener('open', () => this.stopFallback());
    source.addEventListener('error', () => {
      this.startFallback();
      // CONNECTING: the browser tries again by itself (with Last-Event-ID). CLOSED: it gave up (an
      // answer that is not a stream); a new connection is tried at the fallback's pace.
      if (source.readyState === EventSource.CLOSED && this.source === source) {
        this.source = null;
        this.reopenLater();
      }
    });
    source.addEventListener('snapshot', (event) => this.applySnapshot(parse<UnitSnapshotEvent>(event)));
    source.addEventListener('unit', (event) => this.applyChange(parse<UnitChangeEvent>(event)));
  }

  close(): void {
    this.source?.close();
    this.source = null;
    this.stopFallback();
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private reopenLater(): void {
    setTimeout(() => {
      if (this.subscribers.size > 0 && this.source === null) this.open();
    }, LIVE_UNITS_FALLBACK_MS);
  }

  /** The whole list: replaces the cached one whatever the versions before (a new stream starts over). */
  private applySnapshot(snapshot: UnitSnapshotEvent | null): void {
    if (!snapshot) return;
    const first = this.lastVersion === null;
    this.lastVersion = snapshot.version;
    const asked = this.queryClient.getQueryCache().find({ queryKey: this.unitsKey, exact: true }) !== undefined;
    const loaded = asked ? this.queryClient.getQueryData<UnitView[]>(this.unitsKey) : undefined;
    // Without a loaded list to compare with (none asked for, or its first read still under way, as on
    // a page's first render), the first snapshot is what the screen's own reads see too; a snapshot
    // after the first (a stream opened again) may follow changes that were missed meanwhile.
    const changed = loaded === undefined ? !first : loaded.length !== snapshot.units.length || snapshot.units.some((unit) => !sameUnit(unit, loaded));
    if (asked && (loaded === undefined || changed)) this.queryClient.setQueryData<UnitView[]>(this.unitsKey, snapshot.units);
    if (changed) this.refreshDerived();
  }

  /** One unit's change, applied once and in order: an event not newer than the last applied is dropped. */
  private applyChange(change: UnitChangeEvent | null): void {
    if (!change || (this.lastVersion !== null && change.version <= this.lastVersion)) return;
    this.lastVersion = change.version;
    if (this.cachedUnits() !== undefined) {
      this.queryClient.setQueryData<UnitView[]>(this.unitsKey, (units) =>
        units?.some((unit) => unit.unitCode === change.unit.unitCode)
          ? units.map((unit) => (unit.unitCode === change.unit.unitCode ? change.unit : unit))
          : units && [...units, change.unit],
      );
    }
    this.refreshDerived();
  }

  /** The list as cached, or undefined when no screen has asked for it yet (nothing to patch). */
  private cachedUnits(): UnitView[] | undefined {
    if (!this.queryClient.getQueryCache().find({ queryKey: this.unitsKey, exact: true })) return undefined;
    return this.queryClient.getQueryData<UnitView[]>(this.unitsKey) ?? [];
  }

  /** At once, then at most once per LIVE_UNITS_THROTTLE_MS however many events come. */
  private refreshDerived(): void {
    if (this.refreshTimer) return;
    const wait = this.lastRefresh + LIVE_UNITS_THROTTLE_MS - Date.now();
    if (wait <= 0) return this.invalidateDerived();
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      this.invalidateDerived();
    }, wait);
  }

  private invalidateDerived(): void {
    this.lastRefresh = Date.now();
    for (const queryKey of this.derivedKeys()) void this.queryClient.invalidateQueries({ queryKey });
  }

  private derivedKeys(): QueryKey[] {
    const byHash = new Map<string, QueryKey>();
    for (const subscriber of this.subscribers) for (const key of subscriber.derivedKeys) byHash.set(hashKey(key), key);
    return [...byHash.values()];
  }

  private startFallback(): void {
    if (this.fallbackTimer) return;
    this.fallbackTimer = setInterval(() => {
      void this.queryClient.invalidateQueries({ queryKey: this.unitsKey });
      this.invalidateDerived();
    }, LIVE_UNITS_FALLBACK_MS);
  }

  private stopFallback(): void {
    if (this.fallbackTimer) clearInterval(this.fallbackTimer);
    this.fallbackTimer = null;
  }
}

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/** The unit as the cached list has it: same status and prices. */
function sameUnit(unit: UnitView, cached: readonly UnitView[]): boolean {
  const known = cached.find((candidate) => candidate.unitCode === unit.unitCode);
  return known !== undefined && known.status === unit.status && known.currentPriceCentavos === unit.currentPriceCentavos && known.basePriceCentavos === unit.basePriceCentavos;
}

let connection: LiveUnitsConnection | null = null;

/** Subscribes a screen to the tab's stream (opened on the first subscriber); returns the unsubscribe. */
export function subscribeToLiveUnits(queryClient: QueryClient, options: LiveUnitsOptions): () => void {
  if (!connection || connection.queryClient !== queryClient) {
    connection?.close();
    connection = new LiveUnitsConnection(queryClient, options.unitsKey);
  }
  const current = connection;
  const subscriber: Subscriber = { derivedKeys: options.derivedKeys };
  current.subscribers.add(subscriber);
  if (current.subscribers.size === 1) current.open();
  return () => {
    current.subscribers.delete(subscriber);
    if (current.subscribers.size > 0) return;
    current.close();
    if (connection === current) connection = null;
  };
}

/** Keeps the screen's units (and what follows them) current while it is shown. Pass constant options. */
export function useLiveUnits(options: LiveUnitsOptions): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeToLiveUnits(queryClient, options), [queryClient, options]);
}
