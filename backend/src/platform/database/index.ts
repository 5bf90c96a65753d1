export * from './database.module';
export * from './database-admin';
