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
