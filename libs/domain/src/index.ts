export * from './leads/repeat-request';
export * from './settings/setting-defaults';
