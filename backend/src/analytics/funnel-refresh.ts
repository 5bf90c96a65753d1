import { Injectable } from '@nestjs/common';
import { Clock } from '../platform/clock/clock';
import { FunnelSources, SOURCE_STAGES, type FunnelSource, type SourcedRecords } from './funnel-sources';
import { FunnelRepository } from './persistence/funnel.repository';

/**
 * Writes what records of one source say into the read model, in one transaction: their facts (and a
 * reservation's sale) replace the ones kept for them, and every person concerned is folded again
 * from all their facts. The people are locked first, so two refreshes of one person run one after the
 * other and the last fold sees both.
 */
@Injectable()
export class FunnelRefresh {
  constructor(
    private readonly sources: FunnelSources,
    private readonly funnel: FunnelRepository,
    private readonly clock: Clock,
  ) {}

  /** Reads these records from their owner now and writes what they say (a record gone, or without the fact any more, loses it). */
  async records(source: FunnelSource, recordIds: readonly string[]): Promise<void> {
    if (recordIds.length === 0) return;
    await this.write(source, recordIds, await this.sources.read(source, { ids: recordIds }));
  }

  /** Writes what was read for these records. */
  async write(source: FunnelSource, recordIds: readonly string[], read: SourcedRecords): Promise<void> {
    const stages = SOURCE_STAGES[source];
    const now = this.clock.now();
    await this.funnel.transaction(async (manager) => {
      const before = await this.funnel.peopleOfRecords(stages, recordIds, manager);
      const people = [...before, ...read.facts.map((fact) => fact.personKey)];
      await this.funnel.lockPeople(people, manager);
      await this.funnel.replaceFacts(stages, recordIds, read.facts, now, manager);
      if (stages.includes('sale')) await this.funnel.replaceSales(recordIds, read.sales, now, manager);
      await this.funnel.refoldPeople(people, now, manager);
    });
  }
}
