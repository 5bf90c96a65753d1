/** Every message of the notifications context that a person reads (es-MX); the emails' own words live in templates/. */
export const NOTIFICATIONS_MESSAGES = {
  emailNotFound: 'No encontramos ese correo.',
  emailNotResendable: 'Este correo llevaba un enlace de un solo uso y no puede reenviarse. Solicita un enlace nuevo.',
} as const;
