// What the app layer itself shows (the staff panel frame), es-MX.
export const adminShellTexts = {
  documentTitle: 'Panel de Administración | Ciudad Deporte Motor ZMG',
  title: 'Panel de Administración',
  brand: 'Ciudad Deporte Motor ZMG',
  signedInAs: 'Sesión de',
  tabsLabel: 'Secciones del panel',
  tabs: {
    informationRequests: 'Solicitudes de Información',
    activity: 'Actividad',
    emails: 'Correos',
    staff: 'Personal',
  },
  emailPreview: 'Vista previa de email',
  downloadCsv: 'Descargar CSV',
  downloadCsvUnavailable: 'No hay filas para descargar en esta sección',
  signOut: 'Cerrar Sesión',
  signingOut: 'Cerrando…',
  signOutError: 'No se pudo cerrar la sesión',
} as const;
