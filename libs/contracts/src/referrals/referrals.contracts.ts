import { IsInt, IsString, IsUUID, MaxLength, MinLength, NotEquals } from 'class-validator';

/** investor-portal.md §3 "Dashboard user" referral stats. Money in MXN centavos. */
export type ReferralStats = {
  totalReferrals: number;
  convertedReferrals: number;
  accumulatedCreditCentavos: number;
  /** The program is active for the investor: a paid reservation of at least the activation setting. */
  isValidated: boolean;
  /** The investor's largest paid reservation deposit, in centavos. */
  reservationAmountCentavos: number;
  activationThresholdCentavos: number;
};

/** POST /api/user-referral-code — the signed-in investor's own code (the body's email is ignored). */
export type UserReferralCodeResponse = { referralCode: string; stats: ReferralStats };

export const REFERRED_USER_STATUS_LABELS = { authorized: 'Autorizado', referido: 'Referido', pending: 'Pendiente' } as const;

/** POST /api/referral-users — investor-portal.md §3 "Referred user". */
export type ReferredUser = {
  id: string;
  name: string;
  email: string;
  status: string;
  createdAt: string;
  productsOfInterest: string[];
  depositPaid: boolean;
  /** investor-portal.md §4: converted = authorized and deposit paid. */
  converted: boolean;
};

export type ReferralLedgerEntry = {
  id: string;
  kind: 'earned' | 'applied' | 'reversed' | 'adjustment';
  amountCentavos: number;
  reason: string;
  saleReservationId: string | null;
  role: 'referrer' | 'buyer' | null;
  createdBy: string;
  createdAt: string;
};

export type ReferralLedger = { investorId: string; referralCode: string | null; isActive: boolean; balanceCentavos: number; entries: ReferralLedgerEntry[] };

export type ReferralAccount = {
  investorId: string;
  name: string;
  email: string;
  referralCode: string;
  isActive: boolean;
  referrals: number;
  balanceCentavos: number;
};

/** Admin only: a manual ledger entry with its reason (audit-logged). */
export class CreditAdjustmentDto {
  @IsUUID('4', { message: 'Inversionista no válido' })
  investorId!: string;

  @NotEquals(0, { message: 'El ajuste no puede ser de cero' })
  @IsInt({ message: 'El monto debe estar en centavos enteros (negativo para descontar)' })
  amountCentavos!: number;

  @MaxLength(300, { message: 'Máximo 300 caracteres' })
  @MinLength(5, { message: 'Escribe el motivo del ajuste (al menos 5 caracteres)' })
  @IsString({ message: 'Escribe el motivo del ajuste' })
  reason!: string;
}

/** Admin only: a cancelled sale's credits are reversed (both parties). */
export class ReverseSaleCreditsDto {
  @IsUUID('4', { message: 'Venta no válida' })
  reservationId!: string;

  @MaxLength(300, { message: 'Máximo 300 caracteres' })
  @MinLength(5, { message: 'Escribe el motivo (al menos 5 caracteres)' })
  @IsString({ message: 'Escribe el motivo' })
  reason!: string;
}

export const REFERRAL_MESSAGES = {
  copied: '¡Código copiado!',
  copyFailed: 'No se pudo copiar el código. Intenta nuevamente.',
  usersFailed: 'No se pudieron cargar los usuarios referidos',
  codeFailed: 'No se pudo cargar tu código de referido',
  inactive: 'Tu programa de referidos se activa con una reservación pagada de al menos',
} as const;
