// The executive summary of /servicios (public-site.md §2.6, §9), es-MX. Loaded with that page only.
export const executiveSummaryTexts = {
  toolbar: {
    label: 'Acciones del resumen',
    back: 'Volver',
    download: 'Descargar PDF',
    downloadHint: 'Abre el diálogo de impresión: elige «Guardar como PDF».',
  },
  hero: {
    eyebrow: 'Resumen ejecutivo',
    title: 'Servicios de comercialización para Ciudad Deporte Motor ZMG',
    lead:
      'Una propuesta para llevar al mercado un desarrollo de más de 40 hectáreas y cinco pistas especializadas: estrategia, marca, ventas y gestión de ingresos bajo un mismo equipo durante 18 meses.',
    facts: [
      { value: '18 meses', label: 'Modelo de trabajo' },
      { value: '4 fases', label: 'De la preparación al cierre' },
      { value: '2X', label: 'ROI mínimo en marketing' },
    ],
  },
  firm: {
    eyebrow: 'Quiénes somos',
    title: 'Acerca de la firma',
    paragraphs: [
      'Somos una firma asesora especializada en la comercialización de desarrollos inmobiliarios premium. Acompañamos al desarrollador desde la definición del producto y los precios hasta la firma de cada contrato.',
      'Trabajamos con metas medibles y cuentas claras: cada peso invertido en marketing se mide contra prospectos calificados, citas y ventas cerradas.',
    ],
    points: [
      'Más de 10 años de experiencia en comercialización inmobiliaria',
      'Equipo propio de estrategia, marketing y ventas',
      'Reportes semanales de ventas y mensuales de inversión',
    ],
  },
  ceo: {
    eyebrow: 'Liderazgo',
    title: 'Perfil del director general',
    role: 'Director General de la firma',
    summary:
      'Encabeza la estrategia de cada proyecto que la firma comercializa. Su trayectoria se centra en lanzar desarrollos de alto valor, formar equipos comerciales y negociar con inversionistas patrimoniales.',
    points: [
      'Más de una década en la venta de proyectos inmobiliarios premium y de uso mixto',
      'Diseño de estrategias de preventa y de listas de precios por etapa',
      'Dirección de equipos de venta y de agencias de marketing',
      'Relación directa con desarrolladores, inversionistas y brokers',
    ],
  },
  services: {
    eyebrow: 'Qué hacemos',
    title: 'Servicios de comercialización',
    lead: 'Cuatro servicios que trabajan como uno solo, con un responsable por cada frente.',
    items: [
      {
        key: 'estrategia',
        title: 'Estrategia comercial integral',
        body: 'El plan que guía cada decisión de venta del proyecto.',
        points: ['Análisis de mercado y de competencia', 'Mezcla de producto y precios por etapa', 'Metas de venta mensuales por producto'],
      },
      {
        key: 'marketing',
        title: 'Marketing y branding premium',
        body: 'Una marca a la altura de una ciudad del automovilismo.',
        points: ['Identidad y materiales de venta', 'Campañas digitales dirigidas a inversionistas', 'Eventos y experiencias en pista'],
      },
      {
        key: 'ventas',
        title: 'Gestión de ventas',
        body: 'Un equipo que convierte prospectos en socios.',
        points: ['Proceso de venta en 5 fases, de la prospección al cierre', 'Seguimiento de cada prospecto en el portal', 'Capacitación y supervisión del equipo comercial'],
      },
      {
        key: 'revenue',
        title: 'Revenue management',
        body: 'Precios que se ajustan al ritmo real de la demanda.',
        points: ['Revisión mensual de precios y disponibilidad', 'Planes de pago y promociones por etapa', 'Proyección de ingresos y flujo'],
      },
    ],
  },
  workModel: {
    eyebrow: 'Cómo trabajamos',
    title: 'Modelo de trabajo de 18 meses',
    lead: 'Cuatro fases con entregables y metas claras para cada una.',
    phaseLabel: (position: number) => `Fase ${position}: `,
    phases: [
      {
        period: 'Meses 1–3',
        title: 'Preparación y lanzamiento',
        points: ['Estrategia, precios y mezcla de producto', 'Marca, materiales y portal de ventas', 'Lanzamiento de la preventa a socios fundadores'],
      },
      {
        period: 'Meses 4–9',
        title: 'Preventa y tracción',
        points: ['Campañas de captación de prospectos', 'Presentaciones privadas y eventos en pista', 'Primeras reservas y cierres'],
      },
      {
        period: 'Meses 10–15',
        title: 'Aceleración',
        points: ['Ajuste de precios según la demanda', 'Programa de referidos entre socios', 'Venta del inventario de mayor valor'],
      },
      {
        period: 'Meses 16–18',
        title: 'Cierre y consolidación',
        points: ['Colocación del inventario restante', 'Entrega ordenada a los socios', 'Informe final de resultados'],
      },
    ],
  },
  benefits: {
    eyebrow: 'Para el desarrollador',
    title: 'Beneficios para el desarrollador',
    items: [
      { title: 'Un solo responsable', body: 'Estrategia, marca, ventas y precios coordinados por un mismo equipo.' },
      { title: 'Ventas más rápidas', body: 'Un proceso probado que acorta el tiempo entre el primer contacto y el cierre.' },
      { title: 'Mejor precio promedio', body: 'Precios por etapa y revenue management que protegen el valor de cada unidad.' },
      { title: 'Inversión medida', body: 'Cada campaña se evalúa contra prospectos calificados y ventas cerradas.' },
      { title: 'Información constante', body: 'Reportes semanales de ventas y mensuales de inversión, sin pedirlos.' },
      { title: 'Compensación alineada', body: 'Una parte de nuestros ingresos depende de superar las metas acordadas.' },
    ],
  },
  results: {
    eyebrow: 'Metas',
    title: 'Resultados esperados',
    items: [
      { value: '30–40%', label: 'Menos tiempo de venta' },
      { value: '15–20%', label: 'Mayor ticket promedio' },
      { value: '2X', label: 'ROI mínimo en marketing' },
      { value: '500+', label: 'Prospectos calificados' },
    ],
    note: 'Metas de referencia frente a una comercialización sin estrategia integral; se confirman en el plan de los meses 1–3.',
  },
  compensation: {
    eyebrow: 'Honorarios',
    title: 'Modelo de compensación',
    items: [
      { value: '4–5%', title: 'Comisión base', body: 'Sobre el precio neto de cada venta: 4% en venta directa, 5% cuando participa otra agencia o un agente externo.' },
      { value: '2%', title: 'Gastos de marketing', body: 'Del valor del proyecto, para campañas, materiales y eventos.' },
      { value: '+1%', title: 'Bono por desempeño', body: 'Adicional, solo al superar las metas acordadas.' },
      { value: '1.5–2%', title: 'Presupuesto de marketing sugerido', body: 'Del valor del proyecto, ejercido con reportes mensuales.' },
    ],
  },
  contact: {
    eyebrow: 'Siguiente paso',
    title: 'Contacto',
    lead: 'Escríbenos para agendar una reunión y presentar el plan completo.',
    emailLabel: 'Correo de contacto',
    emailLoading: 'Cargando el correo de contacto…',
    emailUnavailable: 'No se pudo cargar el correo de contacto.',
    retry: 'Reintentar',
    commitments: ['Reportes semanales de ventas', 'Reportes mensuales de inversión', 'Más de 10 años de experiencia'],
  },
} as const;
