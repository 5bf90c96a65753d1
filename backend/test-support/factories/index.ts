export * from './partners';
