import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SYSTEM_CONTEXT } from '../../platform/audit';
import { ContractRepository } from '../persistence/contract.repository';
import { ContractGeneration } from './contract-generation';
import { GenerateContractCommand } from './generate-contract.command';

@CommandHandler(GenerateContractCommand)
export class GenerateContractHandler implements ICommandHandler<GenerateContractCommand, string | null> {
  constructor(
    private readonly contracts: ContractRepository,
    private readonly generation: ContractGeneration,
  ) {}

  async execute({ reservationId }: GenerateContractCommand): Promise<string | null> {
    const existing = await this.contracts.findLiveByReservation(reservationId);
    if (existing) return existing.id;
    const contract = await this.generation.build(reservationId);
    if (!contract) return null;
    // A second delivery of the event racing this one inserts nothing (the partial unique index).
    return this.contracts.transaction((manager) => this.generation.write(manager, contract, SYSTEM_CONTEXT));
  }
}
