import { ListSignedContractsHandler } from './queries/list-signed-contracts.handler';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PdfSealer } from '../platform/pdf';
import { CancelContractHandler } from './commands/cancel-contract.handler';
import { ContractGeneration } from './commands/contract-generation';
import { CountersignContractHandler } from './commands/countersign-contract.handler';
import { GenerateContractHandler } from './commands/generate-contract.handler';
import { RequestContractCodeHandler } from './commands/request-contract-code.handler';
import { SettleReservationContractHandler } from './commands/settle-reservation-contract.handler';
import { SignContractHandler } from './commands/sign-contract.handler';
import { SigningCodes } from './commands/signing-codes';
import { ContractVerificationController } from './contract-verification.controller';
import { ContractsAdminController } from './contracts-admin.controller';
import { ContractsController } from './contracts.controller';
import { GenerateContractOnActivationListener } from './listeners/generate-contract-on-activation.listener';
import { ContractRepository } from './persistence/contract.repository';
import { GetContractFileHandler } from './queries/get-contract-file.handler';
import { GetContractHandler } from './queries/get-contract.handler';
import { GetMyContractHandler } from './queries/get-my-contract.handler';
import { ListAdminContractsHandler } from './queries/list-admin-contracts.handler';
import { ReservationContractStatusesHandler, ReservationContractStatusHandler } from './queries/reservation-contract-status.handler';
import { VerifyContractHandler } from './queries/verify-contract.handler';

/** Purchase-promise contracts: generated when a reservation becomes active, signed by both parties, sealed. */
@Module({
  imports: [CqrsModule],
  controllers: [ContractsController, ContractsAdminController, ContractVerificationController],
  providers: [
    ContractRepository,
    ListSignedContractsHandler,
    ContractGeneration,
    SigningCodes,
    PdfSealer,
    GenerateContractHandler,
    RequestContractCodeHandler,
    SignContractHandler,
    CountersignContractHandler,
    CancelContractHandler,
    GetMyContractHandler,
    GetContractFileHandler,
    GetContractHandler,
    ListAdminContractsHandler,
    VerifyContractHandler,
    ReservationContractStatusHandler,
    ReservationContractStatusesHandler,
    SettleReservationContractHandler,
    GenerateContractOnActivationListener,
  ],
})
export class ContractsModule {}
