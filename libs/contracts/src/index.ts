export * from './platform/errors';
export * from './platform/health';
export * from './platform/pages';
export * from './leads/information-request.options';
export * from './leads/information-request.dto';
export * from './identity/identity.dto';
export * from './admin/admin.contracts';
