export * from './domain-error';
export * from './validation';
export * from './all-exceptions.filter';
