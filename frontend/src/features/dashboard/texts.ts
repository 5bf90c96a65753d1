import { pageMetaFor } from '@cdm/contracts';
import { MAX_DISCOUNT_PERCENT, SETTING_DEFAULTS } from '@cdm/domain';
import { formatNumber } from '@/lib/format';
import type { DashboardTab } from './dashboard-tabs';

// Everything the investor dashboard shows to a person (es-MX), in one place, with the project
// figures of investor-portal.md §1, §2.4, §3 and §9. Prices, areas, counts and reservations are
// not here: they come from the server.

const m2 = (value: number) => `${formatNumber(value)} m²`;
const metres = (value: number) => `${formatNumber(value)} m`;
const people = (value: number) => `${formatNumber(value)} espectadores`;

/** Project facts of investor-portal.md §1 and §2.4 (not kept in the database). */
export const PROJECT_FACTS = {
  hectares: 40,
  totalInvestmentPesos: 725_000_000,
  location: 'Zona Metropolitana de Guadalajara, Jalisco',
  roiMultiple: 2,
  roiYears: 3,
} as const;

export type TrackSpec = { key: string; name: string; lengthM: number; capacity: number; use: string; description: string; features: readonly string[] };

/** investor-portal.md §3 tracks. Their capacities add up to the project's 110,000. */
export const TRACKS: readonly TrackSpec[] = [
  {
    key: 'circuito-principal',
    name: 'Circuito Principal',
    lengthM: 3_902,
    capacity: 50_000,
    use: 'NASCAR / GT',
    description: 'El trazado insignia del complejo, pensado para series de NASCAR y Gran Turismo, con la tribuna principal y los boxes premium sobre la recta.',
    features: ['Recta principal frente a la tribuna de boxes', 'Curvas de alta y baja velocidad', 'Calle de pits junto a la recta', 'Iluminación para carreras nocturnas'],
  },
  {
    key: 'ovalo-nascar',
    name: 'Óvalo NASCAR',
    lengthM: 949,
    capacity: 25_000,
    use: 'NASCAR',
    description: 'Un óvalo corto de curvas peraltadas para carreras de NASCAR y exhibiciones de stock cars.',
    features: ['Curvas peraltadas', 'Vista completa desde cualquier asiento', 'Carreras nocturnas'],
  },
  {
    key: 'terraceria',
    name: 'Pista de Terracería',
    lengthM: 1_295,
    capacity: 15_000,
    use: 'Rally cross',
    description: 'Circuito mixto de tierra y asfalto para rally cross, off-road y exhibiciones de drift.',
    features: ['Superficie mixta tierra y asfalto', 'Saltos y zonas técnicas', 'Área de servicio para equipos'],
  },
  {
    key: 'karts',
    name: 'Pista de Karts',
    lengthM: 1_325,
    capacity: 8_000,
    use: 'Karting',
    description: 'Pista profesional de karts para competencias, escuelas de manejo y eventos corporativos.',
    features: ['Trazado técnico profesional', 'Escuela de pilotos', 'Boxes de karts junto a la pista'],
  },
  {
    key: 'arrancones',
    name: 'Pista de Arrancones',
    lengthM: 857,
    capacity: 12_000,
    use: 'Drag racing',
    description: 'Recta de aceleración con cronometraje electrónico para arrancones y pruebas de desempeño.',
    features: ['Cronometraje electrónico', 'Zona de preparación de vehículos', 'Gradas a lo largo de la recta'],
  },
];

/** The project's total capacity: the tracks' together (110,000). */
export const TOTAL_CAPACITY = TRACKS.reduce((sum, track) => sum + track.capacity, 0);

/** investor-portal.md §3: each of the six stand modules has 1,270 m² of palcos (7,620 m² in all). */
export const PALCO_AREA_PER_MODULE_M2 = 1_270;

export const dashboardTexts = {
  // The server's title of the page ('Mi panel | …'), led by the tab.
  documentTitle: (tab: string) => `${tab} · ${pageMetaFor('/dashboard').title}`,
  sectionsLabel: 'Secciones del portal',
  retry: 'Reintentar',
  toUnits: 'Explorar Unidades',
} as const;

export const TAB_LABELS: Record<DashboardTab, string> = {
  portafolio: 'Portafolio',
  garage: 'Mi Garage',
  'plan-maestro': 'Plan Maestro',
  unidades: 'Seleccionar Unidades',
  financiamiento: 'Financiamiento',
  referidos: 'Referidos',
  avance: 'Avance',
};

export const heroTexts = {
  eyebrow: 'Portal de Inversionistas',
  title: (name: string) => `Bienvenido al Club, ${name}`,
  lead: 'Eres parte de los socios fundadores de Ciudad Deporte Motor ZMG. Aquí sigues tu inversión, eliges tus unidades, calculas tu plan de pagos y ves cómo avanza el proyecto.',
  toUnits: 'Explorar Unidades',
  toProgress: 'Ver Avance del Proyecto',
} as const;

export const projectInfoTexts = {
  heading: 'Información del Proyecto',
  items: [
    { label: 'Superficie', value: `Más de ${formatNumber(PROJECT_FACTS.hectares)} hectáreas` },
    { label: 'Inversión total', value: `$${formatNumber(PROJECT_FACTS.totalInvestmentPesos / 1_000_000)}M MXN` },
    { label: 'Ubicación', value: PROJECT_FACTS.location },
    { label: 'Capacidad', value: people(TOTAL_CAPACITY) },
  ],
} as const;

export const benefitsTexts = {
  heading: 'Beneficios de tu Inversión',
  items: [
    { key: 'roi', title: `ROI ${PROJECT_FACTS.roiMultiple}X proyectado`, body: `Proyección de duplicar el valor de tu inversión en ${PROJECT_FACTS.roiYears} años.` },
    { key: 'secure', title: 'Inversión segura', body: 'Respaldada por activos físicos: unidades reales dentro del complejo.' },
    { key: 'vip', title: 'Exclusividad VIP', body: 'Acceso preferente a eventos, áreas y experiencias reservadas para socios.' },
    { key: 'liquidity', title: 'Liquidez por reventa', body: 'Puedes revender tu unidad cuando decidas salir de tu inversión.' },
  ],
} as const;

export const statsTexts = {
  heading: 'Tu resumen',
  myInvestment: 'Mi inversión',
  myInvestmentHint: 'Unidades con depósito pagado',
  unitsAvailable: 'Unidades disponibles',
  unitsAvailableValue: (available: number, total: number) => `${formatNumber(available)}/${formatNumber(total)}`,
  unitsAvailableSpoken: (available: number, total: number) => `${formatNumber(available)} de ${formatNumber(total)}`,
  unitsAvailableHint: 'Boxes premium disponibles hoy',
  myReferrals: 'Mis referidos',
  myReferralsConverted: (converted: number) => (converted === 1 ? '1 convertido' : `${formatNumber(converted)} convertidos`),
  roi: 'ROI proyectado',
  roiValue: `${PROJECT_FACTS.roiMultiple}X`,
  roiHint: `Proyección a ${PROJECT_FACTS.roiYears} años`,
  loading: 'Cargando…',
  unavailable: 'No disponible',
  loadError: 'No se pudo cargar',
} as const;

export const portfolioTexts = {
  heading: 'Mi Portafolio',
  lead: 'Tus unidades y lo que llevas invertido.',
  loading: 'Cargando tu portafolio…',
  error: 'No se pudo cargar tu portafolio.',
  empty: 'Aún no tienes inversiones',
  emptyHint: 'Elige tu primera unidad para comenzar tu portafolio de socio fundador.',
  invested: 'Inversión confirmada',
  units: 'Unidades confirmadas',
  pending: 'Por confirmar',
  pendingHint: 'Reservaciones con depósito pendiente',
  listLabel: 'Unidades de mi portafolio',
  unit: (code: string) => `Unidad ${code}`,
  listPrice: 'Precio de lista',
  discountedPrice: (percent: number) => (percent > 0 ? `Precio con descuento (${formatNumber(percent)}%)` : 'Precio final (sin descuento)'),
  downPayment: 'Enganche',
  downPaymentValue: (percent: number) => `${percent}%`,
  term: 'Plazo',
  termValue: (months: number) => `${months} meses`,
  toGarage: 'Ver detalle en Mi Garage',
} as const;

export const garageTexts = {
  heading: 'Mi Garage',
  lead: 'Tus unidades reservadas con su estado, tu plan de pagos y el siguiente paso.',
  empty: 'Tu garage está vacío',
  emptyHint: 'Cuando apartes una unidad la verás aquí con su plan de pagos y el siguiente paso.',
} as const;

export const masterPlanTexts = {
  heading: 'Plan Maestro',
  lead: 'Un complejo de más de 40 hectáreas con cinco pistas especializadas y una tribuna principal de seis módulos.',
  figuresLabel: 'Cifras del plan maestro',
  area: 'Superficie',
  areaValue: `Más de ${formatNumber(PROJECT_FACTS.hectares)} ha`,
  modules: 'Módulos de tribuna',
  standArea: 'Área de tribuna',
  capacity: 'Capacidad',
  capacityValue: formatNumber(TOTAL_CAPACITY),
  imageAlt:
    'Plano ilustrado del plan maestro: el circuito principal rodea el óvalo, la pista de terracería y la de karts; la recta de arrancones corre al sur y la tribuna principal de seis módulos mira a la recta del circuito.',
  imageCaption: 'Plan maestro ilustrativo. El proyecto ejecutivo puede ajustar trazos y ubicaciones.',
  tracksHeading: 'Pistas',
  trackLength: 'Longitud',
  trackCapacity: 'Capacidad',
  trackUse: 'Uso',
  trackFeatures: 'Características',
  trackDetailsButton: 'Ver detalles',
  trackDetails: (name: string) => `Ver detalles de ${name}`,
  close: 'Cerrar',
  modulesHeading: 'Especificaciones de los módulos',
  moduleArea: 'Área por módulo',
  modulesTotalArea: 'Área total de módulos',
  palcoArea: 'Área de palcos por módulo',
  palcoTotal: 'Área total de palcos',
  boxesPerModule: 'Boxes premium por módulo',
  boxArea: 'Superficie por box',
  boxLevel: 'Nivel de los boxes',
  distributionHeading: 'Distribución de unidades',
  distributionScrollHint: 'Desliza la tabla hacia los lados para ver todas las columnas',
  distributionLead: 'Boxes premium por módulo y tipo, con su disponibilidad al momento.',
  distributionLoading: 'Cargando la distribución de unidades…',
  distributionError: 'No se pudo cargar la distribución de unidades.',
  distributionEmpty: 'Aún no hay unidades registradas.',
  columns: { module: 'Módulo', panamericana: 'Panamericana', monza: 'Monza', available: 'Disponibles', total: 'Total' },
  moduleName: (module: string) => `Módulo ${module}`,
  totalRow: 'Total',
} as const;

export const trackFigures = { metres, people, m2 } as const;

export type PlanSlide = { image: string; title: string; caption: (areaM2: number | null) => string; alt: string };

const areaOr = (areaM2: number | null, fallback: string) => (areaM2 ? m2(areaM2) : fallback);

/** Architectural plan slides (investor-portal.md §2.4: 3 for premium boxes, 2 for kart boxes). */
export const PLAN_SLIDES: Record<'premium' | 'karts', readonly PlanSlide[]> = {
  premium: [
    {
      image: '/images/portal/planos/premium-modulo.svg',
      title: 'Planta del módulo',
      caption: () => 'Cada módulo de la tribuna principal reúne 10 boxes premium en el nivel 1: cinco Panamericana y cinco Monza.',
      alt: 'Planta de un módulo de tribuna con diez boxes alineados frente a la pista, circulaciones detrás y escaleras en los extremos.',
    },
    {
      image: '/images/portal/planos/premium-box.svg',
      title: 'Planta del box tipo',
      caption: (areaM2) => `Box de ${areaOr(areaM2, 'área privada')} con sala, barra de servicio, medio baño y balcón hacia la recta principal.`,
      alt: 'Planta de un box premium: acceso por el pasillo, medio baño y barra al fondo, sala al centro y balcón con barandal hacia la pista.',
    },
    {
      image: '/images/portal/planos/premium-corte.svg',
      title: 'Corte de la tribuna',
      caption: () => 'Corte transversal: gradas generales abajo, nivel de boxes y balcones en voladizo sobre la recta.',
      alt: 'Corte transversal de la tribuna: gradas escalonadas, el nivel de boxes encima con su balcón, la cubierta y la pista al frente.',
    },
  ],
  karts: [
    {
      image: '/images/portal/planos/karts-planta.svg',
      title: 'Planta del box de karts',
      caption: (areaM2) => `Box de ${areaOr(areaM2, 'área privada')} con taller, guardado para karts y salida directa a la pista.`,
      alt: 'Planta de un box de karts: zona de taller con banco de trabajo, dos karts estacionados, lockers y una cortina hacia la pista.',
    },
    {
      image: '/images/portal/planos/karts-vista.svg',
      title: 'Ubicación frente a la pista',
      caption: () => 'Los boxes de karts se alinean frente a la pista de karts de 1,325 m, junto a la zona de pits.',
      alt: 'Vista en planta de la pista de karts con la fila de boxes a un costado y la zona de pits.',
    },
  ],
};

export type ProductCardSpec = {
  category: string;
  title: string;
  location: string;
  features: readonly string[];
  plans: 'premium' | 'karts' | null;
};

/** investor-portal.md §2.4 units tab: one card per category of the catalogue; counts, prices and areas come live. */
export const PRODUCT_CARDS: readonly ProductCardSpec[] = [
  {
    category: 'boxes-premium',
    title: 'Boxes Premium',
    location: 'Tribuna del circuito principal, módulos A–F',
    features: ['Balcón privado frente a la recta principal', 'Dos tipos: Panamericana y Monza', 'Acceso VIP y estacionamiento preferente', 'Servicio de hospitalidad en eventos'],
    plans: 'premium',
  },
  {
    category: 'boxes-karting',
    title: 'Boxes de Karts',
    location: 'Frente a la pista de karts',
    features: ['Taller y guardado para karts', 'Salida directa a la pista', 'Acceso a la escuela de pilotos'],
    plans: 'karts',
  },
  {
    category: 'boxes-drift',
    title: 'Boxes Off-Road / Drift',
    location: 'Zona de terracería y drift',
    features: ['Espacio para vehículos off-road', 'Junto a la pista de terracería', 'Área de servicio para equipos'],
    plans: null,
  },
  {
    category: 'lotes-residenciales',
    title: 'Lotes Residenciales',
    location: 'Zona residencial del complejo',
    features: ['Vida dentro de la ciudad del automovilismo', 'Acceso controlado', 'Áreas verdes y amenidades'],
    plans: null,
  },
];

export const unitsTabTexts = {
  heading: 'Seleccionar Unidades',
  lead: 'Elige el producto de tu interés. Precios y disponibilidad al momento.',
  mapHeading: 'Mapa interactivo de unidades',
  mapLead: 'Recorre los seis módulos de la tribuna principal, elige tu box premium y apártalo con tu plan de pagos.',
  loading: 'Cargando productos…',
  error: 'No se pudieron cargar los productos.',
  empty: 'Aún no hay productos a la venta.',
  listLabel: 'Productos',
  available: 'Disponibles',
  availableValue: (available: number, total: number) => `${formatNumber(available)} de ${formatNumber(total)}`,
  price: 'Precio',
  priceFrom: (price: string) => `Desde ${price}`,
  area: 'Superficie',
  areaValue: (value: number) => m2(value),
  location: 'Ubicación',
  features: 'Características',
  viewPlans: 'Ver planos',
  viewPlansOf: (title: string) => `Ver planos de ${title}`,
  comingSoon: 'Próximamente',
  comingSoonOf: (title: string) => `Próximamente: ${title}`,
  comingSoonTitle: 'Próximamente',
  comingSoonBody: (title: string) => `${title} estarán disponibles muy pronto. Te avisaremos en cuanto abramos su preventa.`,
  notOnSale: 'Sin disponibilidad por ahora',
} as const;

export const planDialogTexts = {
  title: (product: string) => `Planos arquitectónicos · ${product}`,
  description: 'Desliza o usa los puntos para recorrer las láminas.',
  carousel: 'Láminas',
  slide: (index: number, total: number, title: string) => `Lámina ${index} de ${total}: ${title}`,
  dots: 'Elegir lámina',
  dot: (index: number, total: number) => `Ir a la lámina ${index} de ${total}`,
  illustrative: 'Planos ilustrativos sujetos al proyecto ejecutivo.',
  close: 'Cerrar',
} as const;

export const financingTexts = {
  heading: 'Financiamiento',
  lead: `Calcula tu plan de pagos: enganche, mensualidades y pago final. Un enganche mayor te da un descuento de preventa de hasta ${MAX_DISCOUNT_PERCENT}%.`,
  // The calculator's figures use the seeded rate too (GET /api/public-settings does not carry it).
  notes: [
    `Tasa de interés anual fija de ${formatNumber(SETTING_DEFAULTS.annualInterestBasisPoints / 100)}%.`,
    'Sin penalización por pago anticipado.',
    'Aprobación sujeta a evaluación crediticia.',
  ],
} as const;

export const referralsTexts = {
  heading: 'Referidos',
  lead: 'Comparte Ciudad Deporte Motor ZMG con otras personas y acumula créditos para tu inversión.',
} as const;

export type PhaseStatus = 'completed' | 'in-progress' | 'next' | 'scheduled';

export const PHASE_STATUS_LABELS: Record<PhaseStatus, string> = {
  completed: 'Completado',
  'in-progress': 'En progreso',
  next: 'Próximo',
  scheduled: 'Programado',
};

/** investor-portal.md §3 timeline. */
export const TIMELINE: ReadonlyArray<{ title: string; period: string; status: PhaseStatus; body: string }> = [
  { title: 'Adquisición del terreno', period: '4T 2024', status: 'completed', body: `Compra del predio de más de ${PROJECT_FACTS.hectares} hectáreas en la zona metropolitana de Guadalajara.` },
  { title: 'Diseño y permisos', period: '1T 2025', status: 'in-progress', body: 'Proyecto ejecutivo de pistas y tribunas, estudios de impacto y licencias.' },
  { title: 'Construcción inicial', period: '2T 2025', status: 'next', body: 'Movimiento de tierras, trazo del circuito principal e infraestructura.' },
  { title: 'Inauguración', period: '4T 2026', status: 'scheduled', body: 'Apertura del complejo con su primer evento oficial.' },
];

export const GALLERY: ReadonlyArray<{ key: string; caption: string; alt: string }> = [
  { key: 'terreno', caption: 'Terreno del proyecto', alt: 'Ilustración del terreno con lomeríos, árboles y estacas de levantamiento topográfico.' },
  { key: 'topografia', caption: 'Levantamiento topográfico', alt: 'Ilustración de curvas de nivel sobre el terreno con un teodolito en primer plano.' },
  { key: 'trazo', caption: 'Trazo del circuito principal', alt: 'Ilustración del trazo del circuito marcado con línea discontinua sobre el terreno.' },
  { key: 'tribuna', caption: 'Proyecto de la tribuna principal', alt: 'Ilustración de la tribuna principal con sus seis módulos frente a la recta.' },
  { key: 'pits', caption: 'Diseño de la zona de pits', alt: 'Ilustración de la calle de pits con garajes numerados junto a la pista.' },
  { key: 'acceso', caption: 'Acceso principal', alt: 'Ilustración del acceso principal con su arco, caseta y camino hacia las pistas.' },
];

export const progressTexts = {
  heading: 'Avance del Proyecto',
  lead: 'Las etapas del proyecto, sus pistas y las oportunidades adicionales para socios.',
  timelineHeading: 'Línea de tiempo',
  tracksHeading: 'Detalle de las pistas',
  galleryHeading: 'Galería',
  opportunitiesHeading: 'Oportunidades adicionales',
  membershipsTitle: 'Membresías Vitalicias',
  membershipsBody: 'Acceso de por vida a las pistas, eventos y áreas exclusivas del club.',
  membershipsLoading: 'Cargando precio…',
  sponsorshipsTitle: 'Patrocinios Corporativos',
  sponsorshipsBody: 'Presencia de marca en pistas, tribunas y eventos del complejo.',
  sponsorshipsPrice: `Desde $${formatNumber(500_000)} MXN`,
  priceLabel: 'Precio',
} as const;
