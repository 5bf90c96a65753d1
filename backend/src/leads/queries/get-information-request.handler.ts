import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InformationRequestEntity } from '../persistence/information-request.entity';
import { GetInformationRequestQuery, InformationRequestView } from './get-information-request.query';

@QueryHandler(GetInformationRequestQuery)
export class GetInformationRequestHandler
  implements IQueryHandler<GetInformationRequestQuery, InformationRequestView | null>
{
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ informationRequestId }: GetInformationRequestQuery): Promise<InformationRequestView | null> {
    const row = await this.dataSource.getRepository(InformationRequestEntity).findOne({
      where: { id: informationRequestId },
      select: ['id', 'fullName', 'email', 'phone', 'cityState', 'interestType', 'productsOfInterest', 'howHeardAbout', 'submittedAt'],
    });
    return row ?? null;
  }
}
