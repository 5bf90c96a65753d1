import { APPLICATION_MESSAGES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@cdm/contracts';

/**
 * Every message the applications context gives a person (es-MX), in one place. The wizard's own
 * wording is shared with the browser, so it is read from libs/contracts.
 */
export const APPLICATION_CONTEXT_MESSAGES = {
  duplicate: APPLICATION_MESSAGES.duplicate,
  notFound: 'No encontramos esa aplicación.',
  alreadySubmitted: 'Esta aplicación ya fue revisada; si necesitas cambiar algo, escríbenos.',
  transition: (from: ApplicationStatus, to: ApplicationStatus) =>
    `No se puede pasar de «${APPLICATION_STATUS_LABELS[from]}» a «${APPLICATION_STATUS_LABELS[to]}».`,
  credentialsOnlyWhenAuthorized: 'Solo una aplicación autorizada tiene credenciales.',
  refundOnlyWhenRejected: 'Solo se reembolsa el depósito pagado de una aplicación rechazada.',
  statusUpdated: 'Estado actualizado',
  credentialsResent: 'Credenciales reenviadas',
  /** What the card statement and the provider's dashboard show for the deposit. */
  depositDescription: 'Depósito de aplicación · Ciudad Deporte Motor ZMG',
  searchTooLong: 'Máximo 120 caracteres',
  searchInvalid: 'Búsqueda no válida',
} as const;
