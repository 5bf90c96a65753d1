import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PaymentTargetView } from '@cdm/contracts';
import { PaymentTargets } from '../payment-targets';
import { SearchPaymentTargetsQuery } from './search-payment-targets.query';

const SHOWN = 20;

@QueryHandler(SearchPaymentTargetsQuery)
export class SearchPaymentTargetsHandler implements IQueryHandler<SearchPaymentTargetsQuery, PaymentTargetView[]> {
  constructor(private readonly targets: PaymentTargets) {}

  async execute({ search }: SearchPaymentTargetsQuery): Promise<PaymentTargetView[]> {
    if (search.trim().length < 2) return [];
    const found = await this.targets.search(search, SHOWN);
    return found.slice(0, SHOWN).map(({ open: _open, ...target }) => ({ ...target, expectedCentavos: [...target.expectedCentavos] }));
  }
}
