import { IsEmail, IsIn, MaxLength } from 'class-validator';

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const ADMIN_PAGE_SIZE_MAX = 100;

export type InformationRequestAdminItem = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  cityState: string;
  interestType: string;
  productsOfInterest: string[];
  howHeardAbout: string;
  submittedAt: string;
  processed: boolean;
};

export type InformationRequestList = Page<InformationRequestAdminItem> & {
  counts: { total: number; processed: number; pending: number };
};

export type AuditEntry = {
  id: string;
  actorType: 'staff' | 'investor' | 'system';
  actorId: string | null;
  actorName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: string;
};

export type EmailStatusValue = 'queued' | 'sent' | 'failed';

export type EmailLogItem = {
  id: string;
  template: string;
  recipient: string;
  subject: string;
  status: EmailStatusValue;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** False for emails that carried a one-time link: those are never sent again. */
  resendable: boolean;
};

export type EmailPreview = { subject: string; html: string };

export class SendTestEmailDto {
  @MaxLength(254, { message: 'Máximo 254 caracteres' })
  @IsEmail({}, { message: 'Email válido es requerido' })
  email!: string;

  @IsIn(['payment-success'], { message: 'Tipo de email no válido' })
  type!: 'payment-success';
}

export class UpdateInformationRequestDto {
  @IsIn([true, false], { message: 'Indica si la solicitud está procesada' })
  processed!: boolean;
}

