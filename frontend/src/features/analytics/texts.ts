import { FUNNEL_BREAKDOWN_LABELS, FUNNEL_NO_VALUE_LABELS, FUNNEL_QUERY_MESSAGES, FUNNEL_STAGE_LABELS, FUNNEL_TOUCH_LABELS } from '@cdm/contracts';

// Everything the "Embudo" tab says (issue 31), in one place.
export const funnelTexts = {
  heading: 'Embudo',
  description:
    'De la primera visita a la venta: las personas que llegaron a cada etapa en el periodo, cuántas pasaron a la siguiente, en cuántos días, y el valor de sus ventas; por fuente, medio, campaña o código de referido.',
  tableLabel: 'Desglose del embudo por grupo',
  countsLabel: 'Resumen del periodo',
  search: 'Buscar grupo',
  searchPlaceholder: 'Campaña, fuente, medio o código',
  empty: 'Nadie llegó a ninguna etapa en este periodo.',
  noResults: (search: string) => `Ningún grupo coincide con «${search}».`,
  loadError: 'No se pudo cargar el embudo',
  retry: 'Reintentar',
  filters: {
    label: 'Periodo y desglose',
    from: 'Desde',
    to: 'Hasta',
    touch: 'Atribución',
    by: 'Desglosar por',
    order: FUNNEL_QUERY_MESSAGES.order,
    missingDay: 'Elige las dos fechas del periodo',
  },
  touchLabels: FUNNEL_TOUCH_LABELS,
  breakdownLabels: FUNNEL_BREAKDOWN_LABELS,
  stageLabels: FUNNEL_STAGE_LABELS,
  noValue: FUNNEL_NO_VALUE_LABELS,
  counts: {
    entered: 'Personas en el periodo',
    sales: 'Ventas',
    listPrice: 'Precio de lista',
    discounts: 'Descuentos',
    saleValue: 'Valor de venta',
    deposits: 'Depósitos recibidos',
  },
  stages: {
    heading: 'Etapas del periodo',
    tableLabel: 'Personas por etapa, paso a la siguiente y mediana de días',
    columns: { stage: 'Etapa', people: 'Personas', continued: 'Pasan a la siguiente', conversion: 'Conversión', median: 'Mediana de días a la siguiente' },
    none: '—',
  },
  chart: {
    caption: 'Personas que llegaron a cada etapa en el periodo.',
    summary: (entered: string, first: string, sales: string) =>
      `Gráfica de barras del embudo: ${entered} personas en el periodo; ${first} en la primera etapa y ${sales} en la venta. Las cifras están en la tabla de etapas.`,
    bar: (stage: string, people: string) => `${stage}: ${people} personas`,
  },
  columns: {
    group: 'Grupo',
    entered: 'Personas',
    sales: 'Ventas',
    listPrice: 'Precio de lista',
    discounts: 'Descuentos',
    saleValue: 'Valor de venta',
    deposits: 'Depósitos recibidos',
    continued: (stage: string) => `Pasan de ${stage.toLowerCase()} a la siguiente`,
  },
  csvName: 'embudo',
  totalRow: 'Total del periodo',
} as const;
