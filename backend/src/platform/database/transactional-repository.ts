import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * What every context's repository shares. A method's last argument is the `EntityManager` it runs
 * on: a transaction's, passed by the caller, or else the DataSource's own (a read or a single
 * statement). A lock is only held inside a transaction, so a `lock…` method takes the manager
 * without a default.
 */
export abstract class TransactionalRepository {
  constructor(@InjectDataSource() protected readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
