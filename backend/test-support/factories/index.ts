export * from './handler-app';
export * from './partners';
export * from './reservations';
export * from './contracts';
