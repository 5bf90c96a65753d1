import { APPLICATION_PRODUCTS, REFERRAL_MESSAGES, REFERRED_USER_STATUS_LABELS } from '@cdm/contracts';
import { BOX_REFERRAL_CREDIT_CENTAVOS, OTHER_PRODUCT_REFERRAL_BASIS_POINTS, REFERRAL_MIN_DOWN_PERCENT } from '@cdm/domain';
import { formatNumber, formatPesos } from '@/lib/format';

// What the referrals context shows to an investor on the dashboard (es-MX); the staff panel's words
// are in texts.ts.

export function referredUserStatusLabel(status: string): string {
  return (REFERRED_USER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export function productOfInterestLabel(value: string): string {
  return APPLICATION_PRODUCTS.find((product) => product.value === value)?.label ?? value;
}

export const referralProgramTexts = {
  codeHeading: 'Tu código de referido',
  codeLoading: 'Cargando tu código de referido…',
  codeError: REFERRAL_MESSAGES.codeFailed,
  retry: 'Reintentar',
  copy: 'Copiar código',
  copied: REFERRAL_MESSAGES.copied,
  copiedDescription: 'Compártelo con quien quieras invitar.',
  copyFailedTitle: 'Error',
  copyFailed: REFERRAL_MESSAGES.copyFailed,
  active: 'Programa activo',
  inactive: 'Programa inactivo',
  activeNote: 'Quien aplique con tu código entra directo, sin depósito de aplicación.',
  inactiveNote: (threshold: string) => `${REFERRAL_MESSAGES.inactive} ${threshold}. Hasta entonces tu código no se puede copiar ni usar.`,
  statsHeading: 'Tus estadísticas',
  totalReferrals: 'Referidos',
  convertedReferrals: 'Convertidos',
  accumulatedCredit: 'Crédito acumulado',
  reservationAmount: 'Tu depósito pagado',
  howHeading: 'Cómo funciona',
  how: [
    `Recibes ${formatPesos(BOX_REFERRAL_CREDIT_CENTAVOS)} de crédito por cada box que compre una persona referida, y ${formatNumber(OTHER_PRODUCT_REFERRAL_BASIS_POINTS / 100)}% del precio en otros productos.`,
    `La persona referida debe pagar al menos ${REFERRAL_MIN_DOWN_PERCENT}% de enganche.`,
    'Tus créditos se acumulan y no caducan.',
  ],
  usersHeading: 'Tus referidos',
  usersLabel: 'Usuarios referidos',
  usersLoading: 'Cargando tus referidos…',
  usersError: REFERRAL_MESSAGES.usersFailed,
  usersEmpty: 'Aún no tienes referidos',
  usersEmptyHint: 'Cuando alguien aplique con tu código aparecerá aquí con el estado de su aplicación.',
  registered: 'Registro',
  deposit: 'Depósito',
  depositPaid: 'Pagado',
  depositPending: 'Pendiente',
  products: 'Le interesa',
  converted: 'Convertido',
} as const;
