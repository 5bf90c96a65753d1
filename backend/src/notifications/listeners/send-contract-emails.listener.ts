import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, IEventHandler, QueryBus } from '@nestjs/cqrs';
import {
  ContractCancelledEvent,
  ContractReadyEvent,
  ContractRescindedEvent,
  ContractSealedEvent,
  ContractSignedByInvestorEvent,
  ContractSigningCodeIssuedEvent,
  GetContractQuery,
  type ContractView,
} from '../../contracts';
import { AppConfig } from '../../platform/config';
import { GetInvestorAccountQuery, type InvestorAccountView } from '../../platform/identity';
import { QueueEmailCommand } from '../commands/queue-email.command';
import {
  CONTRACT_CODE_SECRET,
  contractCancelledEmail,
  contractCodeEmail,
  contractRescindedEmail,
  contractRescindedStaffNotice,
  contractReadyEmail,
  contractSealedEmail,
  contractSealedStaffNotice,
  contractSignedByInvestorStaffNotice,
} from '../templates/contract.templates';

type ContractEmailEvent =
  | ContractReadyEvent
  | ContractSigningCodeIssuedEvent
  | ContractSignedByInvestorEvent
  | ContractSealedEvent
  | ContractCancelledEvent
  | ContractRescindedEvent;

/**
 * The contract's emails: ready to sign, the code (sealed until sent), the staff's notices, the signed
 * copy to both parties, a cancellation to the investor, a rescission to both parties.
 */
@EventsHandler(ContractReadyEvent, ContractSigningCodeIssuedEvent, ContractSignedByInvestorEvent, ContractSealedEvent, ContractCancelledEvent, ContractRescindedEvent)
export class SendContractEmailsListener implements IEventHandler<ContractEmailEvent> {
  private readonly logger = new Logger(SendContractEmailsListener.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async handle(event: ContractEmailEvent): Promise<void> {
    try {
      const contract = await this.queries.execute<GetContractQuery, ContractView | null>(new GetContractQuery(event.contractId));
      if (!contract) return;
      const investor = await this.queries.execute<GetInvestorAccountQuery, InvestorAccountView | null>(new GetInvestorAccountQuery(contract.investorId));
      if (!investor) return;
      const key = `contract.${contract.id}`;
      if (event instanceof ContractReadyEvent) {
        const url = `${this.config.publicUrl}/contratos/${contract.reservationId}`;
        await this.commands.execute(new QueueEmailCommand(`${key}.ready`, investor.email, await contractReadyEmail(investor.name, contract, url)));
      } else if (event instanceof ContractSigningCodeIssuedEvent) {
        await this.commands.execute(
          new QueueEmailCommand(`${key}.code.${event.codeId}`, investor.email, await contractCodeEmail(investor.name, contract), { [CONTRACT_CODE_SECRET]: event.code }),
        );
      } else if (event instanceof ContractSignedByInvestorEvent) {
        const notice = await contractSignedByInvestorStaffNotice(investor.name, { ...contract, signedAt: contract.investorSignedAt }, `${this.config.publicUrl}/admin/contratos`);
        await this.commands.execute(new QueueEmailCommand(`${key}.staff-countersign`, this.config.staffNotifyEmail, notice));
      } else if (event instanceof ContractCancelledEvent) {
        await this.commands.execute(new QueueEmailCommand(`${key}.cancelled`, investor.email, await contractCancelledEmail(investor.name, contract)));
      } else if (event instanceof ContractRescindedEvent) {
        await this.commands.execute(new QueueEmailCommand(`${key}.rescinded`, investor.email, await contractRescindedEmail(investor.name, contract)));
        await this.commands.execute(new QueueEmailCommand(`${key}.staff-rescinded`, this.config.staffNotifyEmail, await contractRescindedStaffNotice(investor.name, contract)));
      } else {
        if (!contract.sealedPdf) return;
        const pdf = { filename: contract.signedFileName, contentType: 'application/pdf', content: contract.sealedPdf.toString('base64'), encoding: 'base64' as const };
        await this.commands.execute(new QueueEmailCommand(`${key}.sealed`, investor.email, await contractSealedEmail(investor.name, contract, pdf)));
        await this.commands.execute(new QueueEmailCommand(`${key}.staff-sealed`, this.config.staffNotifyEmail, await contractSealedStaffNotice(investor.name, contract, pdf)));
      }
    } catch (error) {
      this.logger.error({ err: error, contractId: event.contractId }, 'Could not queue a contract email');
      throw error; // delivered from the outbox: the job retries (the work is idempotent)
    }
  }
}
