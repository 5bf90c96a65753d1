// The public sales proposal of /partners (public-site.md §2.7, §9), es-MX. Loaded with that page only.
// The password-protected presentation is another thing: its slides come from the API, never from here.
export const proposalDeckTexts = {
  nav: {
    label: 'Propuesta',
    home: 'Ciudad Deporte Motor ZMG',
    partners: 'Acceso Socios',
  },
  newTab: '(se abre en una pestaña nueva)',
  slideLabel: (position: number) => String(position).padStart(2, '0'),
  title: {
    eyebrow: 'Propuesta de comercialización',
    title: 'Vender Ciudad Deporte Motor ZMG en 18 meses',
    lead:
      'Cómo llevaríamos al mercado 725 millones de pesos en inventario: visión comercial, equipo, proceso de venta, marca, tecnología y un plan de implementación por etapas.',
    schedule: 'Agendar Presentación',
    summary: 'Executive Summary',
  },
  vision: {
    eyebrow: 'Visión comercial',
    title: 'El inventario a precio de preventa',
    lead: 'Cinco productos suman el valor total del proyecto. La meta es colocar 60 boxes en 18 meses.',
    priceLabel: 'Precio',
    totalLabel: 'Valor total',
    products: [
      { key: 'box-premium', name: 'Box premium con balcón', price: '10M MXN por box', total: '480M MXN' },
      { key: 'membresia', name: 'Membresía vitalicia', price: '1M MXN por membresía', total: '60M MXN' },
      { key: 'box-karting', name: 'Box de karting', price: '2.5M MXN por box', total: '75M MXN' },
      { key: 'box-drift', name: 'Box drift / off-road', price: '2M MXN por box', total: '60M MXN' },
      { key: 'lotes', name: 'Lotes residenciales', price: '10,000 MXN por m²', total: '50M MXN' },
    ],
    overall: { label: 'Valor total del proyecto', value: '725M MXN' },
    goal: { label: 'Meta de ventas', value: '60 boxes en 18 meses' },
  },
  results: {
    eyebrow: 'Resultados',
    title: 'Nuestra trayectoria en cifras',
    items: [
      { value: '15+', label: 'Años de experiencia' },
      { value: '3,000M+', label: 'MXN vendidos' },
      { value: '10–15%', label: 'Incremento en ventas' },
      { value: '5,000+', label: 'Contactos en nuestra base' },
    ],
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Un servicio integral en tres etapas',
    lead: 'Abre cada etapa para ver lo que incluye.',
    showDetails: 'Ver detalle',
    hideDetails: 'Ocultar detalle',
    detailsOf: (phase: string) => `de la etapa ${phase}`,
    phases: [
      {
        key: 'etapa-1',
        period: 'Meses 1–6',
        title: 'Posicionamiento y preventa',
        summary: 'Ponemos el proyecto en el mapa de los inversionistas correctos.',
        details: [
          'Estrategia comercial y lista de precios por etapa',
          'Identidad de marca y materiales de venta',
          'Lanzamiento de la preventa para socios fundadores',
          'Primeras presentaciones privadas',
        ],
      },
      {
        key: 'etapa-2',
        period: 'Meses 7–12',
        title: 'Crecimiento de ventas',
        summary: 'Convertimos el interés en reservas y contratos.',
        details: [
          'Campañas digitales dirigidas a inversionistas',
          'Eventos y experiencias en pista',
          'Programa de referidos entre socios',
          'Seguimiento semanal del embudo de ventas',
        ],
      },
      {
        key: 'etapa-3',
        period: 'Meses 13–18',
        title: 'Cierre del inventario',
        summary: 'Colocamos el inventario restante al mejor precio posible.',
        details: [
          'Revenue management del inventario disponible',
          'Planes de pago para los últimos productos',
          'Acompañamiento de los socios hasta la entrega',
          'Informe final de resultados',
        ],
      },
    ],
  },
  salesProcess: {
    eyebrow: 'Proceso de venta',
    title: 'Cinco fases, de prospecto a socio',
    phaseLabel: (position: number) => `Fase ${position}: `,
    phases: [
      { title: 'Atracción', body: 'Campañas, eventos y referidos traen prospectos con perfil de inversión.' },
      { title: 'Calificación', body: 'Validamos interés, capacidad de inversión y producto ideal.' },
      { title: 'Presentación', body: 'Presentación privada del proyecto, del plan maestro y de los productos.' },
      { title: 'Negociación', body: 'Plan de pagos y condiciones a la medida de cada socio.' },
      { title: 'Cierre', body: 'Reserva con depósito, contrato y bienvenida al club de socios.' },
    ],
  },
  branding: {
    eyebrow: 'Branding',
    title: 'Una marca con la energía de la pista',
    lead: 'La marca comunica exclusividad y pertenencia: un club de 150 socios fundadores.',
    items: [
      { title: 'Identidad premium', body: 'Logotipo, tono y sistema visual para cada punto de contacto.' },
      { title: 'Contenido audiovisual', body: 'Renders, video de pista y avances de obra para redes y presentaciones.' },
      { title: 'Experiencias', body: 'Eventos en pista y presentaciones privadas que se viven, no solo se ven.' },
      { title: 'Presencia digital', body: 'Sitio, portal de socios y campañas con medición de resultados.' },
    ],
  },
  technology: {
    eyebrow: 'Tecnología',
    title: 'Un portal que ordena cada venta',
    lead: 'El proyecto cuenta con un portal de socios y de ventas. Abre cada grupo para ver sus funciones.',
    showList: 'Mostrar funciones',
    hideList: 'Ocultar funciones',
    groups: [
      {
        key: 'inversionistas',
        title: 'Inversionistas',
        items: ['Aplicaciones con estatus y credenciales de acceso', 'Cartas de intención con identificación oficial (INE)', 'Códigos de referido y créditos'],
      },
      {
        key: 'ventas',
        title: 'Ventas e inventario',
        items: ['Reservas con depósito reembolsable', 'Garage de unidades de cada socio', 'Seguimiento de prospectos'],
      },
      {
        key: 'administracion',
        title: 'Administración',
        items: ['Gestión financiera de socios', 'Recordatorios de pago', 'Exportación a CSV'],
      },
    ],
  },
  plan: {
    eyebrow: 'Plan de implementación',
    title: 'Cuatro etapas en 18 meses',
    phases: [
      { period: 'Meses 1–3', title: 'Arranque', body: 'Estrategia, precios, marca y equipo comercial listos.' },
      { period: 'Meses 4–6', title: 'Preventa', body: 'Socios fundadores, primeras reservas y eventos de lanzamiento.' },
      { period: 'Meses 7–12', title: 'Expansión', body: 'Campañas a escala, referidos y venta de boxes premium.' },
      { period: 'Meses 13–18', title: 'Cierre', body: 'Inventario restante, entrega y resultados finales.' },
    ],
  },
  closing: {
    title: '¿Conversamos?',
    body: 'Agenda una presentación o revisa el resumen ejecutivo con el modelo de trabajo y de compensación.',
  },
} as const;
