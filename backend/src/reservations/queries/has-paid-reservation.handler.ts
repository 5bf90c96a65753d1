import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { UnitReservationEntity } from '../persistence/unit-reservation.entity';
import { HasPaidReservationQuery } from './has-paid-reservation.query';

@QueryHandler(HasPaidReservationQuery)
export class HasPaidReservationHandler implements IQueryHandler<HasPaidReservationQuery, boolean> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ investorId }: HasPaidReservationQuery): Promise<boolean> {
    return this.dataSource.getRepository(UnitReservationEntity).exists({ where: { investorId, status: In(['active', 'converted']) } });
  }
}
