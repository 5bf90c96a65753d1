import { IDENTITY_MESSAGES, STAFF_ROLES, type StaffRole } from '@cdm/contracts';
import { oneTimeLinkLifetimeLabel } from '@cdm/domain';

// Everything the identity context shows to a person (es-MX), in one place.

export function staffRoleLabel(role: StaffRole): string {
  return STAFF_ROLES.find((option) => option.value === role)?.label ?? role;
}

export const staffSignInTexts = {
  title: 'Panel de Administración',
  description: 'Acceso exclusivo para el personal de Ciudad Deporte Motor ZMG.',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Acceder',
  submitting: 'Accediendo…',
  checking: 'Verificando sesión…',
  emailRequired: IDENTITY_MESSAGES.emailRequired,
  passwordRequired: IDENTITY_MESSAGES.passwordRequired,
  wrongPasswordTitle: 'Contraseña incorrecta',
  wrongPasswordDescription: 'Por favor, verifica la contraseña e intenta nuevamente',
  failedTitle: 'No se pudo iniciar sesión',
  signedInTitle: 'Acceso concedido',
  signOut: 'Cerrar Sesión',
  signOutFailed: 'No se pudo cerrar la sesión',
} as const;

export const staffAccountsTexts = {
  heading: 'Personal',
  description: 'Cuentas del personal que accede a este panel.',
  listLabel: 'Cuentas del personal',
  columns: { name: 'Nombre', email: 'Email', role: 'Rol', status: 'Estado', createdAt: 'Alta', actions: 'Acciones' },
  active: 'Activa',
  disabled: 'Deshabilitada',
  you: '(tú)',
  loadError: 'No se pudo cargar el personal',
  retry: 'Reintentar',
  empty: 'Aún no hay cuentas de personal',
  create: {
    heading: 'Nueva cuenta',
    email: 'Email',
    name: 'Nombre completo',
    role: 'Rol',
    password: 'Contraseña inicial',
    passwordHint: `Mínimo 12 caracteres`,
    submit: 'Crear cuenta',
    submitting: 'Creando…',
    success: 'Cuenta creada',
    successDescription: (email: string) => `${email} ya puede acceder al panel.`,
    error: 'No se pudo crear la cuenta',
  },
  disable: {
    action: 'Deshabilitar',
    title: 'Deshabilitar cuenta',
    description: (name: string) => `${name} ya no podrá acceder al panel hasta que la habilites de nuevo. Sus sesiones abiertas se cerrarán.`,
    confirm: 'Deshabilitar',
    success: 'Cuenta deshabilitada',
  },
  enable: {
    action: 'Habilitar',
    title: 'Habilitar cuenta',
    description: (name: string) => `${name} podrá volver a acceder al panel.`,
    confirm: 'Habilitar',
    success: 'Cuenta habilitada',
  },
  updateError: 'No se pudo actualizar la cuenta',
  resetPassword: {
    action: 'Restablecer contraseña',
    title: 'Restablecer contraseña',
    description: (name: string) => `Escribe la nueva contraseña de ${name}. Compártela por un canal seguro.`,
    password: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    submitting: 'Guardando…',
    cancel: 'Cancelar',
    success: 'Contraseña restablecida',
    error: 'No se pudo restablecer la contraseña',
  },
  csvName: 'personal',
} as const;

export const investorPortalTexts = {
  documentTitle: 'Portal de Inversionistas | Ciudad Deporte Motor ZMG',
  title: 'Portal de Inversionistas',
  lead: 'Accede a tu panel de socio para seguir tu inversión, tus unidades y tus referidos.',
  openLogin: 'Iniciar sesión',
  checking: 'Verificando sesión…',
} as const;

export const investorLoginTexts = {
  title: 'Iniciar Sesión',
  description: 'Accede al portal de inversionistas.',
  username: 'Usuario (email)',
  usernamePlaceholder: 'tucorreo@ejemplo.com',
  password: 'Contraseña',
  forgotPassword: '¿Olvidaste tu contraseña?',
  note: 'Tus credenciales se generan después de tu aplicación y pago. Si te registraste con un código de referido, tu usuario es tu email.',
  submit: 'Iniciar Sesión',
  submitting: 'Verificando…',
  usernameRequired: IDENTITY_MESSAGES.usernameRequired,
  passwordRequired: IDENTITY_MESSAGES.passwordRequired,
  setupLinkSent: 'Tu cuenta aún no tiene contraseña. Te enviamos un enlace a tu correo para configurarla.',
  setupLinkSentHint: `El enlace caduca en ${oneTimeLinkLifetimeLabel()}. Si no lo ves, revisa tu carpeta de spam.`,
  welcome: '¡Bienvenido!',
  invalidTitle: 'Credenciales inválidas',
  invalidDescription: 'Usuario o contraseña incorrectos',
  networkError: 'Hubo un problema al iniciar sesión. Intenta nuevamente.',
  errorTitle: 'Error',
} as const;

export const recoveryTexts = {
  title: 'Recuperar Contraseña',
  description: 'Te enviaremos un enlace para crear una nueva contraseña.',
  email: 'Correo electrónico',
  emailPlaceholder: 'tucorreo@ejemplo.com',
  emailRequired: IDENTITY_MESSAGES.recoveryEmailRequired,
  submit: 'Enviar enlace',
  submitting: 'Enviando…',
  back: 'Volver a iniciar sesión',
  sentTitle: 'Revisa tu correo',
  sentBody: (email: string) =>
    `Revisa tu correo: si ${email} corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña.`,
  sentExpiry: `El enlace caduca en ${oneTimeLinkLifetimeLabel()}. Si no lo ves, revisa tu carpeta de spam.`,
  anotherEmail: 'Enviar a otro correo',
  close: 'Cerrar',
  errorTitle: 'Error al solicitar recuperación',
} as const;

export const resetPasswordTexts = {
  documentTitle: 'Restablecer contraseña | Ciudad Deporte Motor ZMG',
  title: 'Restablecer contraseña',
  loading: 'Verificando enlace…',
  forAccount: 'Cuenta:',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  ruleLength: 'Al menos 8 caracteres',
  ruleMatch: 'Las contraseñas coinciden',
  ruleMet: 'cumplido',
  ruleNotMet: 'pendiente',
  allFieldsRequired: IDENTITY_MESSAGES.allFieldsRequired,
  passwordTooShort: IDENTITY_MESSAGES.passwordTooShort,
  passwordsDoNotMatch: IDENTITY_MESSAGES.passwordsDoNotMatch,
  submit: 'Actualizar contraseña',
  submitting: 'Actualizando…',
  successTitle: '¡Contraseña actualizada!',
  successBody: 'Ya puedes iniciar sesión con tu nueva contraseña.',
  goToPortal: 'Ir al portal de inversionistas',
  errorTitle: 'Enlace no válido',
  missingToken: IDENTITY_MESSAGES.invalidResetToken,
  invalidToken: 'Token inválido o expirado',
  causesIntro: 'Es posible que:',
  causes: [`El enlace expiró (${oneTimeLinkLifetimeLabel()})`, 'El enlace ya fue utilizado', 'El enlace no es válido'],
  requestAgain: 'Puedes solicitar uno nuevo desde «¿Olvidaste tu contraseña?» en el portal.',
  validateError: 'Error al validar token',
  retry: 'Reintentar',
  updateError: 'Error al actualizar contraseña',
} as const;

export const passwordSetupTexts = {
  title: 'Configurar Contraseña',
  description: 'Crea una contraseña para entrar a tu portal de inversionista.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  passwordTooShort: IDENTITY_MESSAGES.passwordTooShort,
  passwordsDoNotMatch: IDENTITY_MESSAGES.passwordsDoNotMatch,
  submit: 'Crear contraseña',
  submitting: 'Guardando…',
  success: '¡Contraseña creada!',
  successDescription: 'Usa tu email y esta contraseña la próxima vez.',
  error: 'Error al crear contraseña',
} as const;

export const profileTexts = {
  open: (name: string) => `Perfil de ${name}`,
  title: 'Mi Perfil',
  description: 'Tus datos de acceso al portal.',
  name: 'Nombre',
  email: 'Email',
  referralCode: 'Código de referido',
  noReferralCode: '—',
  noReferralCodeSpoken: 'Aún no disponible',
  changePassword: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  passwordTooShort: IDENTITY_MESSAGES.passwordTooShort,
  passwordsDoNotMatch: IDENTITY_MESSAGES.passwordsDoNotMatch,
  submit: 'Actualizar contraseña',
  submitting: 'Actualizando…',
  success: '¡Contraseña actualizada!',
  error: 'Error al cambiar contraseña',
  close: 'Cerrar',
} as const;

export const investorHeaderTexts = {
  brand: 'Ciudad Deporte Motor ZMG',
  home: 'Ir al inicio',
  signOut: 'Cerrar Sesión',
  signOutError: 'No se pudo cerrar la sesión',
} as const;

export const dashboardTexts = {
  loading: 'Cargando tu portal…',
  loadError: 'No pudimos cargar tu portal.',
  retry: 'Reintentar',
} as const;

export const activationTexts = {
  documentTitle: 'Activar cuenta | Ciudad Deporte Motor ZMG',
  loading: 'Activando tu acceso…',
  errorTitle: 'Token inválido o expirado',
  errorBody: 'El enlace para configurar tu contraseña caducó, ya fue utilizado o no es válido. Inicia sesión con tu email para recibir uno nuevo.',
  goToPortal: 'Ir al portal de inversionistas',
} as const;
