// Everything the audit context shows to a person (es-MX), in one place.
export const auditTexts = {
  heading: 'Actividad',
  description: 'Quién cambió qué y cuándo: cada cambio de cuentas, solicitudes y correos queda registrado.',
  filters: { action: 'Acción', entityType: 'Entidad', all: 'Todas' },
  tableLabel: 'Registro de actividad',
  columns: { createdAt: 'Fecha', actor: 'Quién', action: 'Acción', entity: 'Entidad', detail: 'Detalle' },
  actorTypes: { staff: 'Personal', investor: 'Inversionista', system: 'Sistema' },
  showDetail: 'Ver detalle',
  entityId: 'ID de entidad',
  before: 'Antes',
  after: 'Después',
  noDetail: '—',
  empty: 'Aún no hay actividad registrada',
  emptyFiltered: 'No hay actividad con estos filtros',
  loadError: 'No se pudo cargar la actividad',
  retry: 'Reintentar',
  yes: 'Sí',
  no: 'No',
  csvName: 'actividad',
} as const;

// Labels of the actions and entities the server records; an unknown one is shown as recorded.
export const auditActionLabels: Record<string, string> = {
  'staff.signed_in': 'Inicio de sesión del personal',
  'staff.signed_out': 'Cierre de sesión del personal',
  'staff.created': 'Cuenta de personal creada',
  'staff.updated': 'Cuenta de personal modificada',
  'staff.password_reset': 'Contraseña de personal restablecida',
  'investor.created': 'Cuenta de inversionista creada',
  'investor.signed_in': 'Inicio de sesión de inversionista',
  'investor.password_set_up': 'Contraseña de inversionista configurada',
  'investor.password_changed': 'Contraseña de inversionista cambiada',
  'investor.password_reset': 'Contraseña de inversionista restablecida',
  'email.resent': 'Correo reenviado',
  'information_request.processed_changed': 'Solicitud marcada como procesada / pendiente',
  'letter_submission.id_document_opened': 'INE de una carta de intención descargada',
  'letter_submission.deleted': 'Carta de intención eliminada',
};

export const auditEntityLabels: Record<string, string> = {
  staff_account: 'Cuenta de personal',
  investor_account: 'Cuenta de inversionista',
  information_request: 'Solicitud de información',
  letter_submission: 'Carta de intención',
  email: 'Correo',
};
