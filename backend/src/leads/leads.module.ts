import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SetInformationRequestProcessedHandler } from './commands/set-information-request-processed.handler';
import { SubmitInformationRequestHandler } from './commands/submit-information-request.handler';
import { LeadsAdminController } from './leads-admin.controller';
import { LeadsController } from './leads.controller';
import { InformationRequestEntity } from './persistence/information-request.entity';
import { GetInformationRequestHandler } from './queries/get-information-request.handler';
import { ListInformationRequestsHandler } from './queries/list-information-requests.handler';

@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([InformationRequestEntity])],
  controllers: [LeadsController, LeadsAdminController],
  providers: [
    SubmitInformationRequestHandler,
    SetInformationRequestProcessedHandler,
    GetInformationRequestHandler,
    ListInformationRequestsHandler,
  ],
})
export class LeadsModule {}
