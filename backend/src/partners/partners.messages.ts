import { PARTNER_PAYMENT_PROOF_MESSAGES } from '@cdm/contracts';
import { REMINDER_SELECTION_MESSAGES } from '@cdm/domain';

/**
 * Every message the partners context gives a person (es-MX), in one place. The reminder-selection
 * and payment-proof wording is shared with the staff screen, so it is read from libs.
 */
export const PARTNER_MESSAGES = {
  notFound: 'No encontramos ese socio.',
  nothingToRemind: 'Ese socio no tiene pagos pendientes.',
  noneOverdue: REMINDER_SELECTION_MESSAGES.noneOverdue,
  reminderSent: 'Recordatorio enviado',
  remindersSent: 'Recordatorios enviados',
  proofType: PARTNER_PAYMENT_PROOF_MESSAGES.proofType,
  proofTooLarge: PARTNER_PAYMENT_PROOF_MESSAGES.proofTooLarge,
  proofNotFound: PARTNER_PAYMENT_PROOF_MESSAGES.notFound,
  filterInvalid: 'Filtro no válido',
  searchTooLong: 'Máximo 120 caracteres',
  searchInvalid: 'Búsqueda no válida',
  downPaymentNote: 'Enganche marcado como pagado por el personal',
  downPaymentUnmarked: 'Enganche desmarcado por el personal',
  paymentSource: {
    card: 'Tarjeta',
    bank_line: 'Transferencia (estado de cuenta)',
    staff: 'Confirmado por el personal',
    manual: 'Registrado a mano',
  } as const,
} as const;
