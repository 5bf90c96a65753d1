// Everything the leads context shows to a person (es-MX), in one place.
export const informationRequestTexts = {
  title: 'Solicitar Información Exclusiva',
  description:
    'Déjanos tus datos y un asesor te enviará la información de preventa para socios fundadores de Ciudad Deporte Motor ZMG.',
  requiredNote: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  optional: 'Opcional',
  fields: {
    fullName: 'Nombre completo',
    email: 'Email',
    phone: 'Teléfono',
    cityState: 'Ciudad y estado',
    interestType: 'Tipo de interés',
    productsOfInterest: 'Productos de interés',
    howHeardAbout: '¿Cómo te enteraste de nosotros?',
  },
  placeholders: {
    fullName: 'Nombre y apellidos',
    email: 'tucorreo@ejemplo.com',
    phone: '33 1234 5678',
    cityState: 'Zapopan, Jalisco',
  },
  selectPlaceholder: 'Selecciona una opción',
  submit: 'Enviar',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  successTitle: 'Solicitud Enviada',
  successDescription: 'Hemos recibido tu solicitud. Te contactaremos pronto.',
  errorTitle: 'Error',
  errorDescription: 'Hubo un problema al enviar tu solicitud. Inténtalo de nuevo.',
} as const;

// The "Solicitudes de Información" tab of the staff panel (investor-portal.md §2.6).
export const informationRequestsAdminTexts = {
  heading: 'Solicitudes de Información',
  counts: { total: 'Total', processed: 'Procesadas', pending: 'Pendientes' },
  countsLabel: 'Resumen de solicitudes',
  search: 'Buscar por nombre o email',
  searchPlaceholder: 'Nombre o email',
  tableLabel: 'Solicitudes de información',
  columns: {
    id: 'ID',
    fullName: 'Nombre',
    email: 'Email',
    phone: 'Teléfono',
    interestType: 'Tipo de interés',
    products: 'Productos',
    submittedAt: 'Fecha',
    processed: 'Procesada',
  },
  markProcessed: (name: string) => `Marcar la solicitud de ${name} como procesada`,
  empty: 'Aún no hay solicitudes de información',
  noResults: (search: string) => `Sin resultados para "${search}"`,
  loadError: 'No se pudieron cargar las solicitudes de información',
  retry: 'Reintentar',
  updated: 'Estado actualizado',
  updateError: 'No se pudo actualizar el estado',
  yes: 'Sí',
  no: 'No',
  csvName: 'solicitudes-informacion',
  csvColumns: {
    cityState: 'Ciudad y estado',
    howHeardAbout: '¿Cómo se enteró?',
  },
} as const;

// The presentation booking on /agendar (public-site.md §2.4, §5, §8). The toasts of the spec
// come from BOOKING_MESSAGES in libs/contracts, shared with the API.
export const bookingTexts = {
  back: 'Volver',
  eyebrow: 'Ciudad Deporte Motor ZMG',
  title: 'Agenda tu Presentación Privada',
  lead: 'Conoce el proyecto con un asesor. Un depósito en garantía 100% reembolsable confirma tu lugar y se aplica a tu inversión si decides continuar.',
  progressLabel: 'Progreso de tu reserva',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  completed: 'completado',
  steps: ['Información Personal', 'Perfil de Inversión', 'Confirmación', 'Depósito en Garantía'] as const,
  stepDescriptions: [
    'Cuéntanos quién eres y cómo contactarte.',
    'Ayúdanos a preparar una presentación a tu medida.',
    'Revisa tus datos antes de continuar al pago.',
    'Confirma tu lugar con un depósito en garantía 100% reembolsable.',
  ] as const,
  fields: {
    name: 'Nombre completo',
    email: 'Email',
    phone: 'Teléfono',
    investmentRange: 'Rango de inversión',
    productsOfInterest: 'Productos de interés',
    additionalInfo: 'Información adicional',
  },
  placeholders: {
    name: 'Nombre y apellidos',
    email: 'tucorreo@ejemplo.com',
    phone: '33 1234 5678',
    additionalInfo: '¿Hay algo que quieras que preparemos para tu presentación?',
  },
  optional: 'Opcional',
  selectPlaceholder: 'Selecciona un rango',
  summaryHeading: 'Resumen de tu información',
  summary: {
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono',
    investmentRange: 'Rango de inversión',
    products: 'Productos',
  },
  productsSelected: (count: number) => (count === 1 ? '1 producto seleccionado' : `${count} productos seleccionados`),
  termsHeading: 'Términos',
  termsDisabledHint: 'Acepta los términos para continuar al pago.',
  depositNotice: (amount: string) => `En el siguiente paso confirmarás un depósito en garantía de ${amount}, 100% reembolsable.`,
  depositLoading: 'Cargando el monto del depósito…',
  depositError: 'No se pudo cargar el monto del depósito.',
  depositAmountLabel: 'Depósito en garantía',
  depositRefundable: '100% reembolsable y aplicable a tu inversión si decides continuar.',
  retry: 'Reintentar',
  next: 'Siguiente',
  previous: 'Anterior',
  continueToPayment: 'Continuar al Pago',
  creatingPayment: 'Preparando el pago...',
  confirmDeposit: 'Confirmar Depósito',
  paidHeading: 'Tu depósito quedó registrado',
  paidDescription: 'Solo falta enviar tu información para agendar tu presentación.',
  retrySubmit: 'Enviar mi información',
  submitting: 'Enviando...',
  successHeading: '¡Información enviada!',
  successLink: 'Agendar mi presentación',
  successRedirect: 'Te llevaremos al inicio en unos segundos.',
  ownCalendar: 'nuestro calendario',
} as const;

/** '…en calendly.com': the scheduling service, named by its host; a page of this site is "nuestro calendario". */
export function schedulingServiceName(schedulingUrl: string, origin = window.location.origin): string {
  try {
    const url = new URL(schedulingUrl, origin);
    return url.origin === origin ? bookingTexts.ownCalendar : url.hostname.replace(/^www\./, '');
  } catch {
    return bookingTexts.ownCalendar;
  }
}

// /agendar-confirmacion: the return page of a redirected card payment.
export const bookingConfirmationTexts = {
  checking: 'Consultando el estado de tu pago…',
  paid: {
    title: '¡Depósito confirmado!',
    body: 'Recibimos tu depósito en garantía. Te enviamos un correo con el comprobante; ahora puedes elegir la fecha de tu presentación.',
    schedule: 'Agendar mi presentación',
    newTab: '(se abre en una pestaña nueva)',
  },
  pending: {
    title: 'Estamos confirmando tu pago',
    body: 'Tu banco aún no confirma el cargo. Esta página se actualizará sola en unos segundos.',
    slowTitle: 'Tu pago sigue en proceso',
    slowBody: 'La confirmación está tardando más de lo normal. Te enviaremos un correo en cuanto tu banco la confirme; también puedes consultar de nuevo.',
    checkAgain: 'Consultar de nuevo',
  },
  failed: {
    title: 'No se pudo completar tu pago',
    body: 'Tu banco no aprobó el cargo y no se realizó ningún cobro. Puedes intentarlo de nuevo con otra tarjeta; tu información sigue guardada.',
  },
  refunded: {
    title: 'Este depósito fue reembolsado',
    body: 'El depósito de esta reserva ya fue devuelto a tu tarjeta. Si quieres agendar una nueva presentación, inicia una nueva reserva.',
  },
  cancelled: {
    title: 'Esta reserva fue cancelada',
    body: 'Esta reserva ya no está activa y no se realizó ningún cobro. Si quieres agendar una presentación, inicia una nueva reserva.',
  },
  notFound: {
    title: 'No encontramos tu reserva',
    body: 'El enlace que abriste no corresponde a ninguna reserva. Revisa que esté completo o inicia tu reserva de nuevo.',
  },
  loadError: 'No se pudo consultar el estado de tu pago.',
  retry: 'Reintentar',
  backToBooking: 'Volver a agendar',
  tryAgain: 'Intentar de nuevo',
  home: 'Volver al inicio',
} as const;

// The "Presentaciones" tab of the staff panel.
export const presentationBookingsAdminTexts = {
  heading: 'Presentaciones',
  description: 'Reservas de presentación con su depósito en garantía.',
  counts: { total: 'Total', pendingPayment: 'Pago pendiente', paid: 'Pagadas', refunded: 'Reembolsadas', cancelled: 'Canceladas' },
  countsLabel: 'Resumen de reservas de presentación',
  search: 'Buscar por nombre, email o teléfono',
  searchPlaceholder: 'Nombre, email o teléfono',
  tableLabel: 'Reservas de presentación',
  columns: {
    id: 'ID',
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono',
    investmentRange: 'Rango',
    products: 'Productos',
    status: 'Estado',
    amount: 'Monto',
    createdAt: 'Creado',
    paidAt: 'Pagado',
    refund: 'Reembolso',
    actions: 'Acciones',
  },
  status: {
    pending_payment: 'Pago pendiente',
    paid: 'Pagado',
    refunded: 'Reembolsado',
    cancelled: 'Cancelado',
  },
  refundStatus: {
    pending: 'Reembolso en proceso',
    succeeded: 'Reembolsado',
    failed: 'Reembolso fallido',
  },
  additionalInfo: 'Información adicional',
  refund: {
    action: 'Reembolsar',
    retry: 'Reintentar reembolso',
    adminOnly: 'Solo un administrador puede reembolsar depósitos',
    title: (name: string) => `¿Reembolsar el depósito de ${name}?`,
    description: (amount: string) =>
      `Se devolverán ${amount} a la tarjeta con la que se pagó y la reserva quedará como reembolsada. Esta acción no se puede deshacer.`,
    confirm: 'Reembolsar',
    pendingToast: 'Reembolso solicitado',
    pendingDescription: 'El procesador de pagos confirmará la devolución en unos momentos.',
    successToast: 'Depósito reembolsado',
    error: 'No se pudo reembolsar el depósito',
  },
  empty: 'Aún no hay reservas de presentación',
  noResults: (search: string) => `Sin resultados para "${search}"`,
  loadError: 'No se pudieron cargar las reservas de presentación',
  retry: 'Reintentar',
  csvName: 'presentaciones',
} as const;

// The partners' portal at /investors/carta-de-intencion (public-site.md §2.5, §5, §6, §8). The
// letter itself comes from the API after the password: none of its text belongs in this bundle.
export const letterOfIntentTexts = {
  nav: { label: 'Portal de socios', strategy: 'Estrategia', home: 'Home' },
  checking: 'Verificando acceso…',
  statusError: 'No se pudo verificar el acceso al portal',
  retry: 'Reintentar',
  gate: {
    title: 'Portal Exclusivo de Socios',
    description: 'Ingresa la contraseña que recibiste para consultar y aceptar la carta de intención.',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    passwordRequired: 'Ingresa la contraseña',
    submit: 'Acceder',
    submitting: 'Verificando…',
    grantedTitle: 'Acceso concedido',
    grantedDescription: 'Bienvenido al portal exclusivo de socios',
    wrongPasswordTitle: 'Contraseña incorrecta',
    wrongPasswordDescription: 'Por favor, verifica la contraseña e intenta nuevamente',
    failedTitle: 'No se pudo verificar la contraseña',
  },
  letter: {
    loading: 'Cargando carta de intención…',
    loadError: 'No se pudo cargar la carta de intención',
    version: (version: string) => `Versión ${version}`,
    download: 'Descargar Carta',
    mediatorId: 'Descargar identificación del mediador (PDF)',
  },
  form: {
    title: 'Aceptar Carta de Intención',
    description: 'Completa los datos del representante del grupo de socios y adjunta su identificación oficial.',
    name: 'Nombre completo del representante',
    namePlaceholder: 'Nombre y apellidos',
    email: 'Email',
    emailPlaceholder: 'tucorreo@ejemplo.com',
    ineFile: 'Identificación oficial (INE)',
    ineFileHint: 'Imagen (JPG, PNG o WebP) o PDF, máximo 10 MB',
    confirmationsTitle: 'Al aceptar, confirmas que:',
    submit: 'Aceptar Carta de Intención',
    submitting: 'Procesando...',
    requiredTitle: 'Campos requeridos',
    requiredDescription: 'Por favor completa todos los campos y adjunta tu INE',
    errorTitle: 'Error',
    errorDescription: 'Hubo un problema al enviar tu carta de intención. Por favor intenta nuevamente.',
    successTitle: '¡Carta de intención aceptada!',
    successDescription: 'Hemos recibido tu información. Te enviaremos un correo de confirmación.',
  },
  completed: {
    title: 'Proceso Completado',
    description: 'Tu carta de intención fue aceptada. Nuestro equipo se pondrá en contacto contigo en un plazo de 24 horas.',
    emailNote: 'Te enviamos por correo una copia de la carta que aceptaste.',
    home: 'Volver al Inicio',
  },
} as const;

// The "Cartas de Intención" tab of the staff panel (investor-portal.md §2.6, §9).
export const letterSubmissionsAdminTexts = {
  heading: 'Cartas de Intención',
  counts: { total: 'Total', emailsSent: 'Emails enviados', pending: 'Pendientes' },
  countsLabel: 'Resumen de cartas de intención',
  search: 'Buscar por nombre o email',
  searchPlaceholder: 'Nombre o email',
  tableLabel: 'Cartas de intención',
  columns: {
    id: 'ID',
    name: 'Nombre',
    email: 'Email',
    submittedAt: 'Fecha',
    emailSent: 'Email Enviado',
    ineFile: 'Archivo INE',
    actions: 'Acciones',
  },
  openFile: 'Ver INE',
  openFileLabel: (name: string) => `Descargar la INE de ${name}`,
  fileKinds: { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF' } as Record<string, string>,
  delete: 'Eliminar',
  deleteLabel: (name: string) => `Eliminar la carta de intención de ${name}`,
  deleteTitle: 'Eliminar carta de intención',
  deleteDescription: (name: string) =>
    `Se eliminarán la carta de intención de ${name} y su identificación (INE). Esta acción no se puede deshacer.`,
  deleteConfirm: 'Eliminar',
  deleted: 'Carta de intención eliminada',
  deleteError: 'No se pudo eliminar la carta de intención',
  empty: 'Aún no hay cartas de intención',
  noResults: (search: string) => `Sin resultados para "${search}"`,
  loadError: 'No se pudieron cargar las cartas de intención',
  retry: 'Reintentar',
  yes: 'Sí',
  no: 'No',
  csvName: 'cartas-de-intencion',
} as const;
