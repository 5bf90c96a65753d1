import type { AdminContractFilter } from '@cdm/contracts';

export const contractsQueryKeys = {
  all: ['contracts'] as const,
  mine: (reservationId: string) => ['contracts', 'mine', reservationId] as const,
  document: (contractId: string, status: string) => ['contracts', 'document', contractId, status] as const,
  admin: (filter: AdminContractFilter, search: string, page: number) => ['contracts', 'admin', filter, search, page] as const,
};
