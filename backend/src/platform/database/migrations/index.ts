import { CreateSettings1763740000000 } from './1763740000000-create-settings';
import { CreateInformationRequests1763740000001 } from './1763740000001-create-information-requests';
import { CreateEmailLog1763740000002 } from './1763740000002-create-email-log';
import { CreateIdentity1763740000003 } from './1763740000003-create-identity';
import { CreateAuditLog1763740000004 } from './1763740000004-create-audit-log';
import { EmailLogSecrets1763740000005 } from './1763740000005-email-log-secrets';
import { CreatePayments1763740000010 } from './1763740000010-create-payments';
import { CreatePresentationBookings1763740000011 } from './1763740000011-create-presentation-bookings';
import { CreateInventoryAndReservations1763740000012 } from './1763740000012-create-inventory-and-reservations';
import { CreateApplications1763740000013 } from './1763740000013-create-applications';
import { CreatePartners1763740000014 } from './1763740000014-create-partners';
import { Referrals1763740000015 } from './1763740000015-referrals';
import { CreateLetterSubmissions1763740000020 } from './1763740000020-create-letter-submissions';
import { EmailLogAttachments1763740000021 } from './1763740000021-email-log-attachments';
import { CreateDataRoom1763740000030 } from './1763740000030-create-data-room';
import { PartnerPaymentProofs1763740000031 } from './1763740000031-partner-payment-proofs';
import { InvestorEmailVerified1764000200000 } from './1764000200000-investor-email-verified';
import { SpecShapedBookings1764000400000 } from './1764000400000-spec-shaped-bookings';
import { CreateOutbox1764000600000 } from './1764000600000-create-outbox';
import { EmailLogLease1764000700000 } from './1764000700000-email-log-lease';
import { InformationRequestMailbox1764000900000 } from './1764000900000-information-request-mailbox';
import { CreateContracts1765000000000 } from './1765000000000-create-contracts';
import { BankReconciliation1765100000000 } from './1765100000000-bank-reconciliation';
import { SubmitInformationRequest1765200000000 } from './1765200000000-submit-information-request';
import { MoneyLedger1765300000000 } from './1765300000000-money-ledger';
import { SealCertificates1765430000000 } from './1765430000000-seal-certificates';
import { Attribution1765700000000 } from './1765700000000-attribution';
import { CreateFunnel1765700000001 } from './1765700000001-create-funnel';
import { UnitChanges1765800000000 } from './1765800000000-unit-changes';

// Listed explicitly so the same list runs from TypeScript (tests) and compiled JavaScript.
export const MIGRATIONS = [
  CreateSettings1763740000000,
  CreateInformationRequests1763740000001,
  CreateEmailLog1763740000002,
  CreateIdentity1763740000003,
  CreateAuditLog1763740000004,
  EmailLogSecrets1763740000005,
  CreatePayments1763740000010,
  CreatePresentationBookings1763740000011,
  CreateInventoryAndReservations1763740000012,
  CreateApplications1763740000013,
  CreatePartners1763740000014,
  Referrals1763740000015,
  CreateLetterSubmissions1763740000020,
  EmailLogAttachments1763740000021,
  CreateDataRoom1763740000030,
  PartnerPaymentProofs1763740000031,
  InvestorEmailVerified1764000200000,
  SpecShapedBookings1764000400000,
  CreateOutbox1764000600000,
  EmailLogLease1764000700000,
  InformationRequestMailbox1764000900000,
  CreateContracts1765000000000,
  BankReconciliation1765100000000,
  SubmitInformationRequest1765200000000,
  MoneyLedger1765300000000,
  SealCertificates1765430000000,
  Attribution1765700000000,
  CreateFunnel1765700000001,
  UnitChanges1765800000000,
];
