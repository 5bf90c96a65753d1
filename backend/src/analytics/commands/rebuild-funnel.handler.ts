import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../platform/clock/clock';
import { ScheduledRuns } from '../../platform/outbox';
import { FunnelRefresh } from '../funnel-refresh';
import { FUNNEL_SOURCES, FunnelSources } from '../funnel-sources';
import { FunnelPersonKeys } from '../person-keys';
import { FunnelRepository } from '../persistence/funnel.repository';
import { RebuildFunnelCommand, type RebuildFunnelResult } from './rebuild-funnel.command';

/**
 * Reads every record of every source in keyset pages through the owners' public queries and writes
 * what they say, page by page (each page one transaction; the tab keeps answering meanwhile). Rows a
 * rebuild did not refresh are then removed: records gone, and people hashed with an earlier key. The
 * listeners keep refreshing during a rebuild; whichever writes a record last wrote it as its owner had
 * it then. One rebuild at a time per deployment.
 */
@CommandHandler(RebuildFunnelCommand)
export class RebuildFunnelHandler implements ICommandHandler<RebuildFunnelCommand, RebuildFunnelResult> {
  constructor(
    private readonly sources: FunnelSources,
    private readonly refresh: FunnelRefresh,
    private readonly funnel: FunnelRepository,
    private readonly keys: FunnelPersonKeys,
    private readonly runs: ScheduledRuns,
    private readonly clock: Clock,
  ) {}

  async execute({ pageSize }: RebuildFunnelCommand): Promise<RebuildFunnelResult> {
    const started = performance.now();
    const outcome = await this.runs.exclusive('funnel-rebuild', async () => {
      const since = this.clock.now();
      let records = 0;
      for (const source of FUNNEL_SOURCES) {
        let after: string | null = null;
        for (;;) {
          const read = await this.sources.read(source, { after, limit: pageSize });
          const recordIds = [...new Set(read.facts.map((fact) => fact.recordId))];
          await this.refresh.write(source, recordIds, read);
          records += read.records;
          if (read.records < pageSize || read.lastId === null) break;
          after = read.lastId;
        }
      }
      const touched = await this.funnel.transaction((manager) => this.funnel.removeUnrefreshed(since, manager));
      for (let start = 0; start < touched.length; start += pageSize) {
        const people = touched.slice(start, start + pageSize);
        await this.funnel.transaction(async (manager) => {
          await this.funnel.lockPeople(people, manager);
          await this.funnel.refoldPeople(people, this.clock.now(), manager);
        });
      }
      const people = await this.funnel.transaction(async (manager) => {
        await this.funnel.removePeopleWithoutFacts(manager);
        const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM funnel_people')) as Array<{ count: number }>;
        return count;
      });
      await this.funnel.analyze();
      await this.funnel.markRebuilt(this.keys.fingerprint(), this.clock.now());
      return { records, people };
    });
    const elapsedMs = Math.round(performance.now() - started);
    return outcome.ran ? { ran: true, ...outcome.value, elapsedMs } : { ran: false, records: 0, people: 0, elapsedMs };
  }
}
