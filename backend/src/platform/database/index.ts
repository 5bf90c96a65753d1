export * from './database.module';
export * from './database-admin';
export * from './update-returning';
export * from './persistence-helpers';
export * from './transactional-repository';
export * from './record-selection';
export * from './listening-connection';
