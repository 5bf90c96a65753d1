import type { PartnerFilter } from '@cdm/contracts';

export class ListPartnersQuery {
  constructor(
    readonly filter: PartnerFilter,
    readonly page: number,
    readonly pageSize: number,
    readonly search?: string,
  ) {}
}
