import { MY_RESERVATION_STATUS_LABELS, RESERVATION_MESSAGES, type ReservationStatus, type UnitStatus } from '@cdm/contracts';
import { MODULE_AREA_M2, PREMIUM_BOX_AREA_M2, PREMIUM_BOX_LEVEL, PRODUCT_NAMES, productName } from '@cdm/domain';
import { endSentence, formatNumber } from '@/lib/format';

// Everything the reservations context shows to a person (es-MX), in one place.

/** Product names come from the catalogue in libs/domain (decisions.md #34). */
export const PRODUCT_TYPE_LABELS: Readonly<Record<string, string>> = PRODUCT_NAMES;

export function productTypeLabel(code: string): string {
  return productName(code);
}

/** Colour is never the only cue on the map: every status also has a letter and a pattern. */
export const UNIT_STATUS_TEXTS: Record<UnitStatus, { label: string; letter: string }> = {
  available: { label: 'Disponible', letter: 'D' },
  reserved: { label: 'Reservada', letter: 'R' },
  blocked: { label: 'Bloqueada', letter: 'R' },
  sold: { label: 'Vendida', letter: 'V' },
};

export const sectionTexts = {
  selectHeading: 'Selecciona tu unidad',
  selectDescription:
    '60 boxes premium en 6 módulos de la tribuna principal. Elige tu unidad en el mapa, calcula tu plan de pagos y apártala con el depósito de reservación.',
  openMap: 'Ver mapa de unidades',
  reservationsHeading: 'Mis reservaciones',
} as const;

export const flowTexts = {
  titles: {
    masterPlan: 'Selecciona tu unidad',
    module: (module: string) => `Módulo ${module}`,
    unit: (code: string) => `Unidad ${code}`,
    calculator: 'Plan de pagos',
    summary: 'Resumen del plan de pagos',
    payment: 'Pago del depósito',
    cancelConfirm: '¿Salir sin pagar?',
    paymentSuccess: RESERVATION_MESSAGES.paymentSucceeded,
    blocked: RESERVATION_MESSAGES.unitBlocked,
  },
  descriptions: {
    masterPlan: 'Plan maestro: 6 módulos con 10 boxes premium cada uno. Elige un módulo para ver sus unidades.',
    module: `Plano del nivel ${PREMIUM_BOX_LEVEL}: ${formatNumber(MODULE_AREA_M2)} m² en total, ${formatNumber(PREMIUM_BOX_AREA_M2)} m² por box. Solo las unidades disponibles se pueden elegir.`,
    calculator: 'Ajusta el enganche, el pago final y el plazo. Las cifras se calculan al momento.',
    summary: 'Revisa tu plan antes de apartar la unidad.',
    payment: 'La unidad queda apartada para ti mientras pagas el depósito.',
    cancelConfirm: 'Aún no has pagado el depósito. Elige qué hacer con la unidad.',
  },
  close: 'Cerrar',
  loadingUnits: 'Cargando unidades…',
  unitsError: 'No se pudieron cargar las unidades.',
  retry: 'Reintentar',
  noUnits: 'Aún no hay unidades a la venta.',
  backToMasterPlan: 'Volver al plan maestro',
  backToModule: 'Volver al módulo',
  backToUnit: 'Volver a la unidad',
  chooseAnotherUnit: 'Elegir otra unidad',
} as const;

/** What the unit dialog says when the unit on screen changes hands meanwhile (the live stream). */
export const liveUnitTexts = {
  taken: {
    blocked: 'Otro inversionista acaba de bloquear esta unidad.',
    reserved: 'Otro inversionista acaba de apartar esta unidad.',
    sold: 'Esta unidad se acaba de vender a otro inversionista.',
  },
  takenHint: 'Tu plan se conserva: elige otra unidad o espera a que vuelva a estar disponible.',
  availableAgain: (code: string) => `La unidad ${code} vuelve a estar disponible.`,
} as const;

const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const masterPlanTexts = {
  listLabel: 'Módulos del plan maestro',
  module: (module: string) => `Módulo ${module}`,
  moduleName: (module: string, available: number, reserved: number, sold: number, progressPercent: number) =>
    `Módulo ${module}: ${countLabel(available, 'disponible', 'disponibles')}, ${countLabel(reserved, 'reservada', 'reservadas')}, ` +
    `${countLabel(sold, 'vendida', 'vendidas')}, ${progressPercent}% comercializado`,
  count: {
    available: (count: number) => countLabel(count, 'disponible', 'disponibles'),
    reserved: (count: number) => countLabel(count, 'reservada', 'reservadas'),
    sold: (count: number) => countLabel(count, 'vendida', 'vendidas'),
  },
  progress: (percent: number) => `${percent}% comercializado`,
  track: 'Pista principal',
} as const;

export const moduleMapTexts = {
  planLabel: (module: string) => `Plano del nivel ${PREMIUM_BOX_LEVEL} del módulo ${module}`,
  planScrollHint: 'Desliza el plano hacia los lados para ver todas las unidades',
  facts: (module: string) =>
    `Módulo ${module} · Nivel ${PREMIUM_BOX_LEVEL} · ${formatNumber(MODULE_AREA_M2)} m² · ${formatNumber(PREMIUM_BOX_AREA_M2)} m² por box`,
  stands: 'Gradas y circulación',
  track: 'Pista',
  legendLabel: 'Simbología',
  unitName: (code: string, type: string, status: string, selectable: boolean) =>
    `Unidad ${code}, ${type}, ${status.toLowerCase()}${selectable ? '' : ', no se puede elegir'}`,
  legend: {
    available: 'Disponible (D)',
    reserved: 'Reservada o bloqueada (R)',
    sold: 'Vendida (V)',
  },
} as const;

export const unitDetailTexts = {
  code: 'Código',
  type: 'Tipo',
  module: 'Módulo',
  level: 'Nivel',
  area: 'Área',
  price: 'Precio de lista',
  status: 'Estado',
  areaValue: (m2: number) => `${formatNumber(m2)} m²`,
  discountNote: 'Con un enganche mayor obtienes un descuento de preventa de hasta 40%.',
  calculate: 'Calcular plan de pagos',
} as const;

export const calculatorTexts = {
  downPayment: 'Enganche',
  finalPayment: 'Pago final',
  monthlyShare: 'Mensualidades',
  shareValue: (percent: number) => `${percent}%`,
  capNote: (cap: number) => `El enganche y el pago final suman como máximo ${cap}%; el resto se paga en mensualidades.`,
  term: 'Plazo',
  termOption: (months: number) => `${months} meses`,
  paymentDay: 'Día de pago mensual',
  paymentDayHint: 'Del 1 al 31',
  downPaymentDate: 'Fecha del enganche',
  figuresHeading: 'Tu plan',
  review: 'Ver resumen',
} as const;

export const figuresTexts = {
  listPrice: 'Precio de lista',
  discount: (percent: number) => `Descuento por enganche (${formatNumber(percent)}%)`,
  total: 'Precio con descuento',
  downPayment: (percent: number) => `Enganche (${percent}%)`,
  monthly: (percent: number, months: number) => `Mensualidades (${percent}%): ${months} pagos de`,
  finalPayment: (percent: number) => `Pago final (${percent}%)`,
  finalWithInterest: 'Pago final con intereses',
  interest: (rate: string) => `Intereses totales (${rate}% anual)`,
  totalPayment: 'Total a pagar',
} as const;

export const summaryTexts = {
  unit: 'Unidad',
  term: 'Plazo',
  termValue: (months: number) => `${months} meses`,
  paymentDay: 'Día de pago',
  paymentDayValue: (day: number) => `Día ${day} de cada mes`,
  downPaymentDate: 'Fecha del enganche',
  sendQuotation: 'Enviar cotización por correo',
  sendingQuotation: 'Enviando…',
  quotationSent: RESERVATION_MESSAGES.quotationSent,
  quotationSentDescription: 'Te enviamos la cotización con tu plan de pagos.',
  quotationFailed: 'No se pudo enviar la cotización',
  depositHeading: 'Depósito de reservación',
  depositNote: '100% reembolsable. Aparta la unidad mientras firmas tu contrato.',
  payByCard: 'Pagar depósito con tarjeta',
  payByTransfer: 'Pagar por transferencia bancaria',
  transferNote: (hours: number) => `Con transferencia bloqueamos la unidad ${hours} horas mientras recibimos tu pago.`,
  editPlan: 'Modificar plan',
  reserving: 'Apartando unidad…',
  blocking: 'Bloqueando unidad…',
  reserveFailed: 'No se pudo apartar la unidad',
} as const;

export const paymentTexts = {
  heldUntil: (when: string) => endSentence(`La unidad está apartada para ti hasta ${when}`),
  back: 'Atrás',
  cancel: 'Cancelar',
  confirmDeposit: 'Pagar depósito',
  preparing: 'Preparando el pago…',
  intentError: 'No se pudo preparar el pago.',
  retry: 'Reintentar',
  confirming: 'Confirmando tu pago…',
  confirmError: 'Tu pago fue aceptado, pero no pudimos confirmarlo todavía.',
  confirmRetry: 'Confirmar de nuevo',
  notSettled: 'Tu banco aún no confirma el pago. Intenta de nuevo en unos momentos.',
  failedTitle: 'Error en el pago',
  // investor-portal.md §8 "Reservation payment": the toast's title; the provider's reason goes beneath.
  failed: RESERVATION_MESSAGES.paymentFailed,
  releasing: 'Liberando la unidad…',
  releaseFailed: 'No se pudo liberar la unidad',
} as const;

export const cancelConfirmTexts = {
  block: (hours: number) => `Bloquear ${hours} horas`,
  blockNote: (hours: number) => `Guardamos la unidad y tu plan ${hours} horas para que pagues el depósito después desde Mis reservaciones.`,
  leave: 'Salir sin guardar',
  leaveNote: 'Liberamos la unidad para otros inversionistas y no guardamos tu plan.',
  backToPayment: 'Volver al pago',
} as const;

export const successTexts = {
  paidLead: (code: string) => `Recibimos el depósito de reservación de la unidad ${code}.`,
  heldUntil: (when: string) => endSentence(`La unidad queda apartada a tu nombre hasta ${when}`),
  heldNoDate: 'La unidad queda apartada a tu nombre mientras preparamos tu contrato.',
  nextStepHeading: 'Siguiente paso: firma de contrato',
  nextStep: 'Un asesor te contactará en las próximas 24 horas para revisar tu plan y firmar el contrato.',
  blockedLead: (code: string, when: string) => endSentence(`La unidad ${code} está bloqueada a tu nombre hasta ${when}`),
  blockedNextStep: 'Paga el depósito antes de esa hora desde Mis reservaciones; si no, la unidad se libera.',
  dataRoom: 'Ver el Data Room',
  dataRoomHint: 'Los documentos del proyecto se abren en una pestaña nueva.',
  done: 'Listo',
} as const;

export const bankTransferTexts = {
  heading: 'Datos para la transferencia',
  reference: 'Referencia',
  amount: 'Monto del depósito',
  expires: 'Fecha límite',
  instructions: [
    'Haz la transferencia por el monto exacto del depósito.',
    'Escribe la referencia en el concepto de pago para que identifiquemos tu depósito.',
    'Hazla antes de la fecha límite; después la unidad se libera.',
  ],
  copy: 'Copiar referencia',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar la referencia. Cópiala manualmente.',
} as const;

export const errorTexts = {
  blockFailed: RESERVATION_MESSAGES.blockFailed,
  alreadyBlocked: RESERVATION_MESSAGES.alreadyBlocked,
  notAvailable: RESERVATION_MESSAGES.notAvailable,
  tooManyBlocks: RESERVATION_MESSAGES.tooManyBlocks,
} as const;

export const RESERVATION_STATUS_TONES: Record<ReservationStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  active: 'success',
  pending: 'warning',
  blocked: 'warning',
  expired: 'danger',
  converted: 'neutral',
  cancelled: 'neutral',
};

export function reservationStatusLabel(status: string): string {
  return (MY_RESERVATION_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export const myReservationsTexts = {
  listLabel: 'Mis reservaciones',
  transferAccount: 'Para pagar por transferencia, escribe la referencia en el concepto de pago y transfiere a:',
  loading: 'Cargando tus reservaciones…',
  error: 'No se pudieron cargar tus reservaciones.',
  retry: 'Reintentar',
  empty: 'Aún no tienes reservaciones',
  emptyHint: 'Elige una unidad en el mapa para apartarla.',
  unit: (code: string) => `Unidad ${code}`,
  listPrice: 'Precio de lista',
  discountedPrice: (percent: number) => (percent > 0 ? `Precio con descuento (${formatNumber(percent)}%)` : 'Precio final (sin descuento)'),
  term: 'Plazo',
  termValue: (months: number) => `${months} meses`,
  downPayment: 'Enganche',
  downPaymentValue: (amount: string, percent: number) => `${amount} (${percent}%)`,
  monthly: 'Mensualidad',
  createdAt: 'Creada',
  expiresAt: 'Vence',
  reference: 'Referencia',
  depositPaid: (amount: string) => `Depósito de reservación de ${amount} pagado.`,
  nextStep: 'Siguiente paso: firma de contrato.',
  signContract: 'Firmar contrato',
  // The card follows the contract (issue 28): signing stops being asked once the investor signed.
  contractAwaitsCountersign: 'Firmaste el contrato. Falta la contrafirma de Ciudad Deporte Motor; te enviaremos la copia firmada por correo.',
  viewContract: 'Ver contrato',
  contractSealed: 'Contrato firmado por ambas partes y sellado.',
  downloadContract: 'Descargar contrato firmado',
  verifyContract: 'Verificar contrato',
  contractCancelled: 'El contrato que te enviamos se canceló y ya no se puede firmar. Tu asesor te enviará uno nuevo.',
  contractRescinded: 'El contrato firmado de esta unidad se rescindió.',
  depositPending: (amount: string, when: string) => `Paga el depósito de ${amount} antes del ${when} o la unidad se liberará.`,
  depositPendingNoDate: (amount: string) => `Paga el depósito de ${amount} para apartar la unidad.`,
  payDeposit: 'Pagar depósito',
  payDialogTitle: (code: string) => `Pagar depósito · Unidad ${code}`,
  payDialogDescription: 'Paga con tarjeta el depósito de reservación, 100% reembolsable.',
  paid: RESERVATION_MESSAGES.paymentSucceeded,
  paidDescription: (code: string) => `La unidad ${code} está apartada a tu nombre. Siguiente paso: firma de contrato.`,
} as const;

export const returnTexts = {
  confirming: 'Confirmando tu pago…',
  notSettled: 'Tu banco aún no confirma el pago. Revisa Mis reservaciones en unos minutos.',
} as const;

export const financingTexts = {
  product: 'Producto',
  productOption: (name: string, price: string) => `${name} · ${price}`,
  loadingPrices: 'Cargando precios vigentes…',
  pricesError: 'No pudimos cargar los precios vigentes; el cálculo usa los precios de referencia.',
  retry: 'Reintentar',
  quotationHeading: 'Cotización por correo',
  quotationUnit: 'Unidad a cotizar',
  quotationUnitHint: 'Disponibles',
  quotationNote: 'Te enviamos esta cotización en PDF a tu correo registrado.',
  sendQuotation: 'Enviarme esta cotización',
  sendingQuotation: 'Enviando…',
  quotationSent: RESERVATION_MESSAGES.quotationSent,
  quotationSentDescription: 'Te enviamos la cotización con tu plan de pagos.',
  quotationFailed: 'No se pudo enviar la cotización',
  // The server quotes one unit of the map, with the unit dialog's rules.
  onlyPremium: 'Por ahora la cotización por correo es para boxes premium, porque se calcula sobre una unidad del mapa. Para este producto, tu asesor te enviará la cotización.',
  noUnitAvailable: 'No hay unidades disponibles de este tipo para cotizar.',
  unitsError: 'No se pudieron cargar las unidades para la cotización.',
  overQuotationCap: (cap: number) =>
    `Para enviarte la cotización, el enganche y el pago final deben sumar como máximo ${cap}%: el plan de una unidad conserva al menos ${100 - cap}% en mensualidades.`,
} as const;
