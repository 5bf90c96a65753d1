import type { FunnelBreakdown, FunnelTouch } from '@cdm/domain';

/** The funnel of a period (Mexico City days, both included), its breakdown by `by` of the `touch`, one page of groups. */
export class GetFunnelReportQuery {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly touch: FunnelTouch,
    readonly by: FunnelBreakdown,
    readonly page: number,
    readonly pageSize: number,
    readonly search = '',
  ) {}
}
