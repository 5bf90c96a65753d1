export * from './domain-error';
export * from './validation';
export * from './service-unavailable';
export * from './framework-errors';
export * from './all-exceptions.filter';
