import type { FunnelSource } from '../funnel-sources';

/** Brings the read model in line with these records of one source, as their owner has them now. */
export class RefreshFunnelRecordsCommand {
  constructor(
    readonly source: FunnelSource,
    readonly recordIds: readonly string[],
  ) {}
}
