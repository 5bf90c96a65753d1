import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubmitInformationRequestHandler } from './commands/submit-information-request.handler';
import { LeadsController } from './leads.controller';
import { InformationRequestEntity } from './persistence/information-request.entity';
import { GetInformationRequestHandler } from './queries/get-information-request.handler';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([InformationRequestEntity])],
  controllers: [LeadsController],
  providers: [SubmitInformationRequestHandler, GetInformationRequestHandler],
})
export class LeadsModule {}
