import type { EmailStatusValue } from '@cdm/contracts';

// Everything the notifications context shows to a person (es-MX), in one place.
export const emailLogTexts = {
  heading: 'Correos',
  description: 'Cada correo que envía la plataforma, con su estado de entrega.',
  statusFilter: 'Estado',
  allStatuses: 'Todos',
  tableLabel: 'Registro de correos',
  columns: {
    createdAt: 'Fecha',
    recipient: 'Destinatario',
    subject: 'Asunto',
    template: 'Plantilla',
    status: 'Estado',
    attempts: 'Intentos',
    lastError: 'Último error',
    actions: 'Acciones',
  },
  resend: 'Reenviar',
  notResendable: 'Contiene un enlace de un solo uso: no se reenvía',
  resendTitle: 'Reenviar correo',
  resendDescription: (subject: string, recipient: string) => `Se enviará de nuevo «${subject}» a ${recipient}.`,
  resendConfirm: 'Reenviar',
  resendSuccess: 'Correo reenviado',
  resendError: 'No se pudo reenviar el correo',
  empty: 'Aún no se han enviado correos',
  emptyFiltered: 'No hay correos con este estado',
  loadError: 'No se pudieron cargar los correos',
  retry: 'Reintentar',
  csvName: 'correos',
  csvSentAt: 'Enviado',
} as const;

export const emailStatusLabels: Record<EmailStatusValue, string> = {
  sent: 'Enviado',
  queued: 'En cola',
  failed: 'Fallido',
};

// Labels of the templates the server renders; an unknown one is shown as recorded.
export const emailTemplateLabels: Record<string, string> = {
  'information-request.acknowledgement': 'Acuse de solicitud de información',
  'information-request.staff-notice': 'Aviso de nueva solicitud (personal)',
  'investor.password-reset': 'Recuperación de contraseña',
  'investor.password-setup': 'Configuración de contraseña',
  'application.payment-confirmation': 'Confirmación de pago de aplicación',
};

export const emailPreviewTexts = {
  documentTitle: 'Vista previa de email | Ciudad Deporte Motor ZMG',
  title: 'Vista previa de email',
  description: 'Correo de confirmación de pago que recibe un inversionista después de pagar su depósito de garantía.',
  subject: 'Asunto',
  frameTitle: 'Vista previa del correo de confirmación de pago',
  loading: 'Cargando vista previa…',
  loadError: 'No se pudo cargar la vista previa del correo',
  retry: 'Reintentar',
  testHeading: 'Enviar email de prueba',
  email: 'Email de destino',
  send: 'Enviar email de prueba',
  sending: 'Enviando…',
  sent: 'Correo enviado',
  sendError: 'No se pudo enviar el email de prueba',
  backToAdmin: 'Volver al panel',
  emailRequired: 'Email válido es requerido',
} as const;
