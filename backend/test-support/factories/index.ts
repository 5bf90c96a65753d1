export * from './handler-app';
export * from './reservations';
