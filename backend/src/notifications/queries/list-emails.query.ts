import type { EmailStatusValue } from '@cdm/contracts';

export class ListEmailsQuery {
  constructor(
    readonly page: number,
    readonly pageSize: number,
    readonly status?: EmailStatusValue,
  ) {}
}
