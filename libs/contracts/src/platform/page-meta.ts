// Title, description and indexing of each page. The server writes them into the HTML
// document (crawlers and link previews read no JavaScript); the app sets the same title.
export type PageMeta = { title: string; description: string; indexable: boolean };

export const SITE_NAME = 'Ciudad Deporte Motor ZMG';

const LANDING: PageMeta = {
  title: 'Ciudad Deporte Motor ZMG | Socios Fundadores',
  description:
    'Ciudad del automovilismo con más de 40 hectáreas y cinco pistas especializadas cerca de Guadalajara. Preventa exclusiva para 150 socios fundadores.',
  indexable: true,
};

const PRIVATE = (title: string): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description: 'Área privada de Ciudad Deporte Motor ZMG.',
  indexable: false,
});

// Longest prefix first; ':param' and '/*' as in APP_PAGE_PATHS.
const META_BY_PATH: Array<[string, PageMeta]> = [
  ['/', LANDING],
  ['/public', LANDING],
  ['/socios', LANDING],
  [
    '/servicios',
    {
      title: `Resumen ejecutivo de servicios de comercialización | ${SITE_NAME}`,
      description:
        'Modelo de trabajo de 18 meses, servicios de comercialización, resultados esperados y modelo de compensación para Ciudad Deporte Motor ZMG.',
      indexable: true,
    },
  ],
  [
    '/partners',
    {
      title: `Propuesta comercial | ${SITE_NAME}`,
      description:
        'Visión comercial, proceso de venta en 5 fases, branding, tecnología y plan de implementación para comercializar Ciudad Deporte Motor ZMG.',
      indexable: true,
    },
  ],
  [
    '/agendar',
    {
      title: `Agenda tu presentación | ${SITE_NAME}`,
      description:
        'Agenda una presentación privada de Ciudad Deporte Motor ZMG con un asesor. Confirma tu lugar con un depósito en garantía 100% reembolsable.',
      indexable: true,
    },
  ],
  // The return page of a card payment: personal, never indexed.
  [
    '/agendar-confirmacion',
    {
      title: `Confirmación de tu reserva | ${SITE_NAME}`,
      description: 'Estado del depósito en garantía de tu presentación en Ciudad Deporte Motor ZMG.',
      indexable: false,
    },
  ],
  [
    '/aplicar',
    {
      title: `Aplica como socio fundador | ${SITE_NAME}`,
      description:
        'Aplica para formar parte de los socios fundadores de Ciudad Deporte Motor ZMG. Con un código de referido válido tienes acceso directo.',
      indexable: true,
    },
  ],
  ['/presentaciondeservicios', PRIVATE('Presentación de servicios')],
  ['/investors/carta-de-intencion', PRIVATE('Carta de Intención')],
  ['/investors/*', PRIVATE('Portal de Inversionistas')],
  ['/investors', PRIVATE('Portal de Inversionistas')],
  ['/data-room', PRIVATE('Data Room')],
  ['/dashboard/*', PRIVATE('Mi panel')],
  ['/dashboard', PRIVATE('Mi panel')],
  ['/reset-password/*', PRIVATE('Recuperar contraseña')],
  ['/reset-password', PRIVATE('Recuperar contraseña')],
  ['/admin/*', PRIVATE('Panel del personal')],
  ['/admin', PRIVATE('Panel del personal')],
  ['/email-preview', PRIVATE('Vista previa de email')],
];

export const NOT_FOUND_META: PageMeta = { title: 'Page Not Found', description: 'Page Not Found', indexable: false };

const matchers = META_BY_PATH.map(
  ([path, meta]) => [new RegExp('^' + path.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '/.+') + '/?$'), meta] as const,
);

export function pageMetaFor(pathname: string): PageMeta {
  return matchers.find(([pattern]) => pattern.test(pathname))?.[1] ?? { ...LANDING, indexable: false };
}

/** Paths listed in sitemap.xml: the indexable pages, once each. */
export const SITEMAP_PATHS = ['/', '/servicios', '/partners', '/agendar', '/aplicar'] as const;
