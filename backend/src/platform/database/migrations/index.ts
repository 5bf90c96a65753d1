import { CreateSettings1763740000000 } from './1763740000000-create-settings';
import { CreateInformationRequests1763740000001 } from './1763740000001-create-information-requests';
import { CreateEmailLog1763740000002 } from './1763740000002-create-email-log';
import { CreateIdentity1763740000003 } from './1763740000003-create-identity';
import { CreateAuditLog1763740000004 } from './1763740000004-create-audit-log';
import { EmailLogSecrets1763740000005 } from './1763740000005-email-log-secrets';

// Listed explicitly so the same list runs from TypeScript (tests) and compiled JavaScript.
export const MIGRATIONS = [
  CreateSettings1763740000000,
  CreateInformationRequests1763740000001,
  CreateEmailLog1763740000002,
  CreateIdentity1763740000003,
  CreateAuditLog1763740000004,
  EmailLogSecrets1763740000005,
];
