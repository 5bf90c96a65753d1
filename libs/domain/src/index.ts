export * from './leads/repeat-request';
export * from './settings/setting-defaults';
export * from './accounts/one-time-links';
