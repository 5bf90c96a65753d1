import type { AdminContractFilter } from '@cdm/contracts';

/** The staff's "Contratos" tab: a page of contracts by status, searched by investor, email or unit. */
export class ListAdminContractsQuery {
  constructor(
    readonly filter: AdminContractFilter,
    readonly search: string | undefined,
    readonly page: number,
    readonly pageSize: number,
  ) {}
}
