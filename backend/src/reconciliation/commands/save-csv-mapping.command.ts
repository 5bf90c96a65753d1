import type { CsvMapping } from '@cdm/contracts';
import type { AuditContext } from '../../platform/audit';

/** The CSV columns of a bank account, chosen once and used for its every later statement. */
export class SaveCsvMappingCommand {
  constructor(
    readonly accountNumber: string,
    readonly mapping: CsvMapping,
    readonly context: AuditContext,
  ) {}
}
