import type { StatKey } from './texts';

// The stat detail dialog (public-site.md §2.2), es-MX. Apart from texts.ts and landing-texts.ts
// so that it loads with the dialog, not with the page.
export type StatDetail = {
  title: string;
  description: string;
  /** One of the gallery drawings, shown blurred: the real image is for partners only. */
  image: string;
  details: ReadonlyArray<{ label: string; value: string }>;
};

export const statDetailTexts = {
  closeLabel: 'Cerrar detalle',
  restrictedImage: 'Imagen restringida',
  restrictedNote: 'Disponible solo para socios con acceso exclusivo.',
  detailsHeading: 'Detalles',
  apply: 'Aplica como Miembro',
  requestInformation: 'Solicitar Información',
  stats: {
    hectareas: {
      title: 'Más de 40 hectáreas',
      description:
        'Un complejo dedicado por completo al deporte motor en la Zona Metropolitana de Guadalajara: pistas, boxes, zona residencial y áreas para el público.',
      image: '/images/lotes-residenciales.svg',
      details: [
        { label: 'Superficie', value: 'Más de 40 hectáreas' },
        { label: 'Pistas especializadas', value: '5' },
        { label: 'Lotes residenciales', value: '10 lotes de 500 m²' },
        { label: 'Inversión total', value: 'Alrededor de $725 millones MXN' },
        { label: 'Inicio de construcción', value: 'Segundo trimestre de 2025' },
        { label: 'Entrega', value: 'Cuarto trimestre de 2026' },
      ],
    },
    pistas: {
      title: 'Cinco pistas especializadas',
      description: 'Un trazado para cada disciplina, del circuito de velocidad a la pista de arrancones.',
      image: '/images/circuito-principal.svg',
      details: [
        { label: 'Circuito principal', value: '3,902 m' },
        { label: 'Óvalo tipo NASCAR', value: '949 m' },
        { label: 'Pista de karts', value: '1,325 m' },
        { label: 'Pista off-road', value: '1,295 m' },
        { label: 'Pista de arrancones', value: '857 m' },
      ],
    },
    socios: {
      title: '150 socios exclusivos',
      description:
        'Solo 150 socios fundadores forman parte del proyecto desde el inicio, con acceso a la preventa y a beneficios que no se repetirán.',
      image: '/images/tribuna-boxes.svg',
      details: [
        { label: 'Socios fundadores', value: '150 lugares' },
        { label: 'Boxes premium con balcón', value: '60 boxes de 60 m² con membresía vitalicia' },
        { label: 'Membresías vitalicias', value: '60' },
        { label: 'Boxes de karting', value: '30' },
        { label: 'Boxes off-road y drift', value: '30' },
        { label: 'Beneficio por referido', value: '$250,000 MXN de descuento para ambas partes' },
      ],
    },
    capacidad: {
      title: 'Capacidad para 110,000 espectadores',
      description: 'Tribunas y áreas de hospitalidad pensadas para eventos de talla internacional.',
      image: '/images/carrera-nocturna.svg',
      details: [
        { label: 'Capacidad total', value: '110,000 espectadores' },
        { label: 'Boxes premium', value: '60 boxes de 60 m² con balcón privado' },
        { label: 'En cada box premium', value: 'Estacionamiento VIP, amenidades y membresía vitalicia' },
        { label: 'Boxes de karting', value: '30' },
        { label: 'Boxes off-road y drift', value: '30' },
      ],
    },
  } satisfies Record<StatKey, StatDetail>,
} as const;
