export * from './app-config';
export * from './config.module';
export * from './trusted-proxies';
export * from './public-form-limits';
export * from './fault-points';
