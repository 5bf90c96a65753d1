// Everything the public site frame shows to a person (es-MX), in one place.
export const siteTexts = {
  brand: 'Ciudad Deporte Motor ZMG',
  skipToContent: 'Saltar al contenido',
  nav: { label: 'Principal', partners: 'Socios' },
  hero: {
    eyebrow: 'Preventa exclusiva · Guadalajara, Jalisco',
    title: 'Donde la velocidad se convierte en patrimonio',
    lead:
      'Más de 40 hectáreas, cinco pistas especializadas y capacidad para 110,000 espectadores. Solo 150 socios fundadores formarán parte desde el inicio.',
    requestInformation: 'Solicitar Información Exclusiva',
    apply: 'Aplicar como Socio',
  },
  stats: {
    heading: 'El proyecto en cifras',
    detailHint: 'Ver detalle',
    items: [
      { key: 'hectareas', value: '40+', label: 'Hectáreas' },
      { key: 'pistas', value: '5', label: 'Pistas especializadas' },
      { key: 'socios', value: '150', label: 'Socios exclusivos' },
      { key: 'capacidad', value: '110,000', label: 'Capacidad total' },
    ],
  },
  footer: {
    tagline: 'Una ciudad dedicada al deporte motor en la Zona Metropolitana de Guadalajara, Jalisco.',
    rights: (year: number) => `© ${year} Ciudad Deporte Motor ZMG. Todos los derechos reservados.`,
  },
} as const;

/** The stat cards, and the detail each one opens (public-site.md §2.2). */
export type StatKey = (typeof siteTexts.stats.items)[number]['key'];

// The one English screen of the product (public-site.md §2).
export const notFoundTexts = {
  documentTitle: 'Page Not Found | Ciudad Deporte Motor ZMG',
  code: '404',
  title: 'Page Not Found',
  body: "Sorry, the page you are looking for doesn't exist or has been moved.",
  home: 'Go to home',
} as const;
