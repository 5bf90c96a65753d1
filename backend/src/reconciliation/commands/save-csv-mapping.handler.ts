import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BankAccountView } from '@cdm/contracts';
import { AuditTrail } from '../../platform/audit';
import { ReconciliationRepository } from '../persistence/reconciliation.repository';
import { SaveCsvMappingCommand } from './save-csv-mapping.command';

@CommandHandler(SaveCsvMappingCommand)
export class SaveCsvMappingHandler implements ICommandHandler<SaveCsvMappingCommand, BankAccountView> {
  constructor(
    private readonly statements: ReconciliationRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ accountNumber, mapping, context }: SaveCsvMappingCommand): Promise<BankAccountView> {
    const clean = Object.fromEntries(Object.entries(mapping).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as typeof mapping;
    return this.statements.transaction(async (manager) => {
      const account = await this.statements.ensureAccount(accountNumber, manager);
      await this.statements.saveMapping(account.id, clean, manager);
      await this.audit.record(manager, context, {
        action: 'bank_account.csv_mapping_saved',
        entityType: 'bank_account',
        entityId: account.id,
        before: { mapping: account.csvMapping },
        after: { mapping: clean },
      });
      return { id: account.id, accountNumber: account.accountNumber, csvMapping: clean };
    });
  }
}
