import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { UnitChangeEvent, UnitView } from '@cdm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../platform/config';
import { ListeningConnection } from '../../platform/database';
import { ServiceUnavailableError } from '../../platform/errors';
import { EventStream, eventFrame, type EventStreamEnd } from '../../platform/http/event-stream';
import { defineCounter, defineGauge, Metrics } from '../../platform/metrics';
import type { StreamLease } from '../../platform/throttling';
import { UnitChangeRepository, type StatementReader, type UnitChangeRow } from '../persistence/unit-change.repository';
import { UnitListDocuments, type UnitListDocument } from '../unit-list-document';

export const UNIT_CHANGES_CHANNEL = 'cdm_unit_changes';

export const UNIT_EVENT_STREAMS = defineGauge({
  name: 'cdm_unit_event_streams',
  help: 'Live unit streams (GET /api/units/events) open on this process',
  labelNames: [],
});

export const UNIT_EVENT_STREAMS_ENDED = defineCounter({
  name: 'cdm_unit_event_streams_ended_total',
  help: 'Live unit streams ended, by who ended them: the client, the server (shutdown, or a stream too far behind), or a client too slow to read',
  labelNames: ['reason'],
});

// Frames of the newest changes kept in memory: what a new or lagging stream of this process is sent from.
const RING_SIZE = 4_096;
// Changes read per round from the log.
const READ_BATCH = 500;
// A NOTIFY lost with a connection that died quietly is made up for by this look at the log.
const SAFETY_READ_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;

type Frame = { version: number; text: string };
type LiveStream = { stream: EventStream; sentVersion: number };
type StartingPoint = { frames: string; sentVersion: number };

/** Last-Event-ID as a version, or null when there is none or it is not one of ours. */
export function versionOf(lastEventId: unknown): number | null {
  return typeof lastEventId === 'string' && /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : null;
}

/** One `event: unit` frame: the unit as GET /api/units shows it, with the status this change gave it. */
export function unitChangeFrame(change: UnitChangeRow, view: UnitView): string {
  const event: UnitChangeEvent = { version: change.version, unit: { ...view, status: change.status }, previousStatus: change.previousStatus };
  return eventFrame(change.version, 'unit', JSON.stringify(event));
}

/**
 * The live inventory of one API process. One LISTEN connection of its own (opened with the first
 * stream) hears every commit that changed units, whichever replica or process made it; the hub then
 * reads the new rows of the change log, frames each change once (the unit's view from the same list
 * GET /api/units answers with) and writes the frames to every open stream of this process, each from
 * the version it has. A new stream starts from a snapshot, or from its Last-Event-ID when that gap can
 * still be replayed. After a lost connection the hub reads the log from the last version it framed, so
 * a PostgreSQL restart loses nothing. Shutdown ends every stream, so browsers reconnect elsewhere.
 */
@Injectable()
export class UnitEventHub implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(UnitEventHub.name);
  private listener: ListeningConnection | null = null;
  private starting: Promise<void> | null = null;
  private ready = false;
  /** The newest version read from the log; `ring` holds the frames of every change after `ringBase` up to it. */
  private lastVersion = 0;
  private ringBase = 0;
  private ring: Frame[] = [];
  private readonly streams = new Set<LiveStream>();
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private lastPruneAt = 0;
  private timers: NodeJS.Timeout[] = [];
  private readonly ended;
  private readonly read: StatementReader = (sql, parameters) => {
    if (!this.listener) throw new Error('The live inventory is not listening');
    return this.listener.query(sql, parameters);
  };

  constructor(
    private readonly config: AppConfig,
    private readonly changes: UnitChangeRepository,
    private readonly unitLists: UnitListDocuments,
    metrics: Metrics,
  ) {
    metrics.gauge(UNIT_EVENT_STREAMS, (set) => set({}, this.streams.size));
    this.ended = metrics.counter(UNIT_EVENT_STREAMS_ENDED);
    for (const reason of ['client', 'server', 'slow'] satisfies EventStreamEnd[]) this.ended.inc({ reason }, 0);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Answers GET /api/units/events: everything that can fail (PostgreSQL) happens before the reply is
   * taken over, so a failure is still a JSON 503. The caller's lease is given back when the stream ends.
   */
  async open(request: FastifyRequest, reply: FastifyReply, lastEventId: number | null, lease: StreamLease): Promise<void> {
    let start: StartingPoint;
    try {
      await this.ensureStarted();
      start = await this.startingPoint(lastEventId);
    } catch (error) {
      this.logger.warn({ err: error }, 'A live unit stream could not start');
      throw new ServiceUnavailableError();
    }
    const stream = EventStream.open(request, reply, this.config.unitEventsRetryMs);
    const live: LiveStream = { stream, sentVersion: start.sentVersion };
    stream.onEnd((how) => {
      this.streams.delete(live);
      this.ended.inc({ reason: how });
      void lease.release();
    });
    if (!stream.isOpen) return;
    this.streams.add(live);
    if (start.frames !== '') stream.write(start.frames);
    this.deliver(live);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopTimers();
    for (const live of [...this.streams]) live.stream.close('server');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
    this.starting = null;
    this.ready = false;
  }

  private ensureStarted(): Promise<void> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      void this.listener?.stop();
      this.listener = null;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    this.listener = new ListeningConnection(this.config.databaseUrl, UNIT_CHANGES_CHANNEL, () => void this.refresh());
    await this.listener.start();
    // Listening first, then where the log is: a change committed in between is read by the refresh below.
    this.lastVersion = await this.changes.latestVersion(this.read);
    this.ringBase = this.lastVersion;
    this.ring = [];
    this.ready = true;
    this.timers = [
      setInterval(() => this.heartbeat(), this.config.unitEventsHeartbeatMs),
      setInterval(() => void this.refresh(), SAFETY_READ_MS),
    ];
    for (const timer of this.timers) timer.unref();
    void this.refresh();
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** Where a new stream starts: its Last-Event-ID's gap replayed, or else a snapshot. */
  private async startingPoint(lastEventId: number | null): Promise<StartingPoint> {
    if (lastEventId !== null) {
      // Within what this process has framed: the ring sends the rest.
      const inRing = lastEventId >= this.ringBase && lastEventId <= this.lastVersion;
      if (inRing && this.lastVersion - lastEventId <= this.config.unitEventsReplayMax) return { frames: '', sentVersion: lastEventId };
      const replay = await this.replay(lastEventId);
      if (replay) return replay;
    }
    const version = await this.changes.latestVersion();
    // The list is read after the version, so it can only be newer than it; the changes after the version are sent next anyway.
    const list = await this.unitLists.current();
    return { frames: eventFrame(version, 'snapshot', `{"version":${version},"units":${list.json}}`), sentVersion: version };
  }

  /** The changes after `lastEventId` from the log, or null when they are too many, forgotten, or never were (another database). */
  private async replay(lastEventId: number): Promise<StartingPoint | null> {
    const latest = await this.changes.latestVersion();
    if (lastEventId > latest || latest - lastEventId > this.config.unitEventsReplayMax) return null;
    if (lastEventId === latest) return { frames: '', sentVersion: lastEventId };
    const rows = await this.changes.changesAfter(lastEventId, this.config.unitEventsReplayMax);
    if (rows[0]?.version !== lastEventId + 1) return null;
    const list = await this.unitLists.current();
    return { frames: this.framesOf(rows, list).map((frame) => frame.text).join(''), sentVersion: rows[rows.length - 1].version };
  }

  /** Reads the log past the newest framed version, once at a time (a call meanwhile asks for one more round). */
  private refresh(): Promise<void> {
    if (!this.ready) return Promise.resolve();
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        await this.readNewChanges();
      } while (this.refreshAgain && this.ready);
    })()
      .catch((error: unknown) => this.logger.debug({ err: error }, 'The change log could not be read; the next notification or look retries'))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async readNewChanges(): Promise<void> {
    for (;;) {
      const rows = await this.changes.changesAfter(this.lastVersion, READ_BATCH, this.read);
      if (rows.length === 0) break;
      const list = await this.unitLists.current();
      this.append(rows, this.framesOf(rows, list));
      for (const live of [...this.streams]) this.deliver(live);
      if (rows.length < READ_BATCH) break;
    }
    if (Date.now() - this.lastPruneAt > PRUNE_EVERY_MS) {
      this.lastPruneAt = Date.now();
      await this.changes.prune(this.read);
    }
  }

  private framesOf(rows: UnitChangeRow[], list: UnitListDocument): Frame[] {
    const frames: Frame[] = [];
    for (const row of rows) {
      const view = list.byCode.get(row.unitCode);
      if (view) frames.push({ version: row.version, text: unitChangeFrame(row, view) });
      else this.logger.warn({ unitCode: row.unitCode, version: row.version }, 'A unit change names a unit that no longer exists; not sent');
    }
    return frames;
  }

  private append(rows: UnitChangeRow[], frames: Frame[]): void {
    // A break in the versions (changes forgotten while this process was cut off) starts the ring afresh.
    if (rows[0].version !== this.lastVersion + 1) {
      this.ring = [];
      this.ringBase = rows[0].version - 1;
    }
    for (const frame of frames) this.ring.push(frame);
    if (this.ring.length > RING_SIZE) this.ringBase = this.ring.splice(0, this.ring.length - RING_SIZE).pop()!.version;
    this.lastVersion = rows[rows.length - 1].version;
  }

  /** Sends a stream what it lacks from the ring; one the ring no longer covers is closed and reconnects with its Last-Event-ID. */
  private deliver(live: LiveStream): void {
    if (live.sentVersion >= this.lastVersion || !live.stream.isOpen) return;
    if (live.sentVersion < this.ringBase) {
      live.stream.close('server');
      return;
    }
    // Versions are one apart in the ring unless a change could not be framed: then look for the place.
    let from = live.sentVersion - this.ringBase;
    if (this.ring[from]?.version !== live.sentVersion + 1) from = this.ring.findIndex((frame) => frame.version > live.sentVersion);
    if (from >= 0) live.stream.write(from === this.ring.length - 1 ? this.ring[from].text : this.ring.slice(from).map((frame) => frame.text).join(''));
    live.sentVersion = this.lastVersion;
  }

  private heartbeat(): void {
    const stallMs = this.config.unitEventsHeartbeatMs * 2;
    const now = Date.now();
    for (const live of [...this.streams]) live.stream.ping(stallMs, now);
  }
}
