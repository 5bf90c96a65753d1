import { DeckSlide } from '@cdm/contracts';

// The 11 slides of the password-protected services presentation (public-site.md §2.7, §9).
// Served only to an unlocked session: this text must never reach a public bundle.
export function deckSlides(contactEmail: string): DeckSlide[] {
  return [
    {
      id: 'portada',
      eyebrow: 'Presentación de servicios',
      title: 'Estrategia de comercialización para Ciudad Deporte Motor ZMG',
      subtitle: 'Una propuesta de la firma asesora para vender 60 boxes premium en 18 meses.',
      blocks: [
        { type: 'stats', items: [
          { value: '725M MXN', label: 'Inversión total del proyecto' },
          { value: '60', label: 'Boxes premium en 18 meses' },
          { value: '150', label: 'Socios fundadores' },
        ] },
      ],
    },
    {
      id: 'vision',
      eyebrow: 'Visión comercial',
      title: 'Un inventario de 725M MXN con precio de preventa',
      blocks: [
        { type: 'cards', items: [
          { title: 'Box premium', body: '10M MXN por unidad (precio de lista)', items: ['Total: 480M MXN'] },
          { title: 'Membresía vitalicia', body: '1M MXN · 60 membresías', items: ['Total: 60M MXN'] },
          { title: 'Box de karting', body: '2.5M MXN · 30 unidades', items: ['Total: 75M MXN'] },
          { title: 'Box drift / off-road', body: '2M MXN · 30 unidades', items: ['Total: 60M MXN'] },
          { title: 'Lote residencial', body: '10,000 MXN por m² · 10 lotes de 500 m²', items: ['Total: 50M MXN'] },
        ] },
        { type: 'paragraph', text: 'Meta de ventas: 60 boxes premium en 18 meses, con descuento de preventa para los socios fundadores.' },
      ],
    },
    {
      id: 'resultados',
      eyebrow: 'Resultados',
      title: 'Experiencia que se traduce en ventas',
      blocks: [
        { type: 'stats', items: [
          { value: '15+ años', label: 'de experiencia en desarrollos premium' },
          { value: '3,000M+ MXN', label: 'vendidos' },
          { value: '10–15%', label: 'de incremento en ventas' },
          { value: '5,000+', label: 'contactos calificados' },
        ] },
      ],
    },
    {
      id: 'servicios',
      eyebrow: 'Servicios',
      title: 'Tres etapas de trabajo',
      blocks: [
        { type: 'phases', items: [
          { title: 'Lanzamiento', period: 'Meses 1–6', items: ['Estrategia comercial integral', 'Branding premium', 'Preventa a socios fundadores'] },
          { title: 'Aceleración', period: 'Meses 7–12', items: ['Gestión de ventas', 'Eventos en pista', 'Programa de referidos'] },
          { title: 'Consolidación', period: 'Meses 13–18', items: ['Revenue management', 'Cierre de inventario', 'Entrega a socios'] },
        ] },
      ],
    },
    {
      id: 'proceso',
      eyebrow: 'Proceso de venta',
      title: 'Cinco fases, de prospecto a socio',
      blocks: [
        { type: 'phases', items: [
          { title: 'Prospección', period: 'Fase 1', items: ['Campañas dirigidas y referidos'] },
          { title: 'Calificación', period: 'Fase 2', items: ['Perfil de inversión y depósito de aplicación'] },
          { title: 'Presentación', period: 'Fase 3', items: ['Recorrido del plan maestro y de los boxes'] },
          { title: 'Negociación', period: 'Fase 4', items: ['Plan de pagos a la medida'] },
          { title: 'Cierre', period: 'Fase 5', items: ['Reserva, contrato y alta como socio'] },
        ] },
      ],
    },
    {
      id: 'branding',
      eyebrow: 'Branding',
      title: 'Una marca a la altura de la pista',
      blocks: [
        { type: 'bullets', items: ['Identidad premium para socios fundadores', 'Contenido audiovisual de pista y de obra', 'Presencia en eventos de automovilismo'] },
      ],
    },
    {
      id: 'tecnologia',
      eyebrow: 'Tecnología',
      title: 'Un portal que acompaña cada venta',
      blocks: [
        { type: 'bullets', items: [
          'Aplicaciones con estatus y credenciales',
          'Cartas de intención con identificación oficial',
          'Códigos de referido y créditos',
          'Reservas con depósito reembolsable',
          'Garage de unidades',
          'Prospectos',
          'Gestión financiera de socios',
          'Recordatorios',
          'Exportación a CSV',
        ] },
      ],
    },
    {
      id: 'plan',
      eyebrow: 'Plan de implementación',
      title: '18 meses en cuatro etapas',
      blocks: [
        { type: 'phases', items: [
          { title: 'Preparación', period: 'Meses 1–3', items: ['Estrategia, precios y materiales'] },
          { title: 'Preventa', period: 'Meses 4–6', items: ['Socios fundadores y primeras reservas'] },
          { title: 'Venta', period: 'Meses 7–12', items: ['Campañas, eventos y referidos'] },
          { title: 'Cierre', period: 'Meses 13–18', items: ['Inventario restante y entrega'] },
        ] },
      ],
    },
    {
      id: 'riesgos',
      eyebrow: 'Mitigación de riesgos',
      title: 'Riesgos previstos y cómo los atendemos',
      blocks: [
        { type: 'risks', items: [
          {
            risk: 'Ritmo de ventas menor al esperado',
            mitigation: 'Revenue management mensual y ajuste de la mezcla de producto.',
            details: ['Reportes semanales de ventas', 'Alertas tempranas por módulo', 'Campañas tácticas de reactivación'],
          },
          {
            risk: 'Retrasos de obra que afecten la confianza',
            mitigation: 'Comunicación transparente con socios y avances documentados.',
            details: ['Reporte mensual de inversión', 'Visitas guiadas a la obra', 'Calendario de entregas actualizado'],
          },
          {
            risk: 'Competencia de otros desarrollos premium',
            mitigation: 'Propuesta única: ciudad del automovilismo con cinco pistas.',
            details: ['Beneficios exclusivos para socios', 'Eventos en pista', 'Programa de referidos con crédito'],
          },
        ] },
        { type: 'guarantees', items: [
          'Depósitos 100% reembolsables',
          'Precios de preventa garantizados por contrato',
          'Información financiera mensual para cada socio',
        ] },
      ],
    },
    {
      id: 'compensacion',
      eyebrow: 'Modelo de compensación',
      title: 'Ganamos cuando el proyecto gana',
      blocks: [
        { type: 'cards', items: [
          { title: 'Comisión por venta', body: '4–5% de comisión más 2% de costo de ventas.', items: ['ROI garantizado de 2X en marketing'] },
          { title: 'Bono de optimización', body: '1% adicional al superar el ROI objetivo en 10%.', items: ['30–40% de incremento en valuación', '50% menos tiempo de venta'] },
          { title: 'Socio estratégico', body: 'Participación de 5–14% en el vehículo del proyecto.', items: ['Detalle: 5–10% según metas cumplidas'] },
        ] },
      ],
    },
    {
      id: 'trabajemos-juntos',
      eyebrow: 'Trabajemos juntos',
      title: 'Llevemos Ciudad Deporte Motor ZMG a la meta',
      blocks: [
        { type: 'cards', items: [
          { title: 'Equipo dedicado', body: 'Un equipo comercial enfocado solo en este proyecto.' },
          { title: 'Resultados medibles', body: 'Reportes semanales de ventas y mensuales de inversión.' },
          { title: 'Riesgo compartido', body: 'Nuestra compensación depende de los resultados.' },
        ] },
        { type: 'cta', label: 'Contratar Mis Servicios', href: '/partners', contactEmail },
      ],
    },
  ];
}
