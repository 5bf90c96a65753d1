import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InformationRequestRepository } from '../persistence/information-request.repository';
import { GetInformationRequestQuery, InformationRequestView } from './get-information-request.query';

@QueryHandler(GetInformationRequestQuery)
export class GetInformationRequestHandler
  implements IQueryHandler<GetInformationRequestQuery, InformationRequestView | null>
{
  constructor(private readonly requests: InformationRequestRepository) {}

  execute({ informationRequestId }: GetInformationRequestQuery): Promise<InformationRequestView | null> {
    return this.requests.publicView(informationRequestId);
  }
}
