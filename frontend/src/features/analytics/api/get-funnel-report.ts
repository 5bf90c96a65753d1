import { useQuery } from '@tanstack/react-query';
import type { FunnelReport } from '@cdm/contracts';
import type { FunnelBreakdown, FunnelTouch } from '@cdm/domain';
import { pagedListQueryOptions } from '@/lib/paged-list';

export type FunnelParams = { from: string; to: string; touch: FunnelTouch; by: FunnelBreakdown; page: number; pageSize: number; search: string };

export const analyticsQueryKeys = {
  funnel: (params: FunnelParams) => ['analytics', 'funnel', params] as const,
};

/** GET /api/admin/funnel: the period's stages, sales value and one page of the breakdown (the page shown stays while the next loads). */
export function getFunnelReportQueryOptions(params: FunnelParams) {
  return pagedListQueryOptions<FunnelReport>(analyticsQueryKeys.funnel(params), '/api/admin/funnel', params);
}

/** Nothing is asked while the period reads backwards or a day is missing. */
export function useFunnelReport(params: FunnelParams, enabled: boolean) {
  return useQuery({ ...getFunnelReportQueryOptions(params), enabled });
}
