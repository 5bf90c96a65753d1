/**
 * Every message the identity module gives a person (es-MX), in one place. The form messages the
 * browser shares are IDENTITY_MESSAGES in libs/contracts.
 */
export const IDENTITY_CONTEXT_MESSAGES = {
  invalidStaffCredentials: 'Por favor, verifica la contraseña e intenta nuevamente',
  invalidInvestorCredentials: 'Usuario o contraseña incorrectos',
  notSignedIn: 'Tu sesión terminó. Inicia sesión de nuevo.',
  roleNotAllowed: 'Tu rol no permite realizar esta acción.',
  tooManyAttempts: (retryAfterSeconds: number, counts: 'failures' | 'requests') => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const wait = `Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`;
    return counts === 'failures' ? `Demasiados intentos fallidos. ${wait}` : `Demasiadas solicitudes. ${wait}`;
  },
  sessionEndedByAttempts: 'Demasiados intentos con una contraseña actual incorrecta. Por seguridad cerramos tu sesión; inicia sesión de nuevo.',
  invalidToken: 'Token inválido o expirado',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  emailTaken: 'Ya existe una cuenta con ese email.',
  staffNotFound: 'No encontramos esa cuenta del personal.',
  cannotDemoteSelf: 'No puedes deshabilitar tu propia cuenta ni quitarte el rol de administrador.',
  gateLocked: 'Ingresa la contraseña para ver este contenido.',
  // The portal and the deck phrase their message differently (public-site.md §5).
  wrongPortalPassword: 'Por favor, verifica la contraseña e intenta nuevamente',
  wrongDeckPassword: 'Por favor verifica la contraseña e intenta de nuevo',
  gateInvalid: 'Acceso no válido',
  /** The name of the first administrator, made from ADMIN_EMAIL. */
  firstAdminName: 'Administrador',
} as const;
