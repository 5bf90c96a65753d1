import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ReferredUser } from '@cdm/contracts';
import { ListApplicationsByReferralCodeQuery, type ApplicationView } from '../../applications';
import { ReferralRepository } from '../persistence/referral.repository';
import { ListReferredUsersQuery } from './list-referred-users.query';

const toReferredUser = (application: ApplicationView): ReferredUser => {
  const depositPaid = application.depositPaidAt !== null;
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    productsOfInterest: application.productsOfInterest,
    depositPaid,
    converted: application.status === 'authorized' && depositPaid,
  };
};

@QueryHandler(ListReferredUsersQuery)
export class ListReferredUsersHandler implements IQueryHandler<ListReferredUsersQuery, ReferredUser[]> {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ investorId }: ListReferredUsersQuery): Promise<ReferredUser[]> {
    const code = await this.referrals.codeOfInvestor(investorId);
    if (!code) return [];
    const applications = await this.queries.execute<ListApplicationsByReferralCodeQuery, ApplicationView[]>(
      new ListApplicationsByReferralCodeQuery(code.code),
    );
    return applications.map(toReferredUser);
  }
}
