import type { PartnerFilter } from '@cdm/contracts';

// Query keys of the partners context: every key starts with 'partners', so that a payment or a
// down-payment change reads the lists, the counts, the detail and the sales figures again at once.
export type PartnerListParams = { filter: PartnerFilter; page: number; pageSize: number; search: string };

export const partnersQueryKeys = {
  all: ['partners'] as const,
  adminLists: ['partners', 'admin', 'list'] as const,
  adminList: (params: PartnerListParams) => ['partners', 'admin', 'list', params] as const,
  detail: (partnerId: string) => ['partners', 'admin', 'detail', partnerId] as const,
  salesStats: ['partners', 'sales-stats'] as const,
  mine: ['partners', 'mine'] as const,
};
