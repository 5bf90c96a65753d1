import { LETTER_OF_INTENT_MESSAGES } from '@cdm/contracts';

/**
 * Every message of the leads context that a person reads (es-MX). The letter of intent's, which the
 * browser shows too, live in @cdm/contracts (LETTER_OF_INTENT_MESSAGES) and are included here.
 */
export const LEADS_MESSAGES = {
  ...LETTER_OF_INTENT_MESSAGES,
  informationRequestNotFound: 'No encontramos esa solicitud de información.',
  bookingNotFound: 'No encontramos esa reservación de presentación.',
  bookingAlreadyPaid: 'El depósito de esta reservación ya fue pagado.',
  bookingIdTaken: 'Esta reservación ya existe con otros datos. Vuelve a intentarlo para iniciar una reservación nueva.',
  bookingNotRefundable: 'Solo se puede reembolsar el depósito de una reservación pagada.',
  letterSubmissionNotFound: 'No encontramos esa carta de intención.',
  bookingDepositDescription: 'Depósito en garantía · Presentación Ciudad Deporte Motor ZMG',
  searchTooLong: 'Máximo 120 caracteres',
  searchInvalid: 'Búsqueda no válida',
} as const;
