import { RESERVATION_MESSAGES } from '@cdm/contracts';
import type { ReservationEnding } from '@cdm/domain';

const ENDING_WORDS: Record<ReservationEnding, string> = {
  refund: 'reembolsar su depósito',
  undo_deposit: 'deshacer su depósito',
  expire: 'vencerla',
  cancel: 'cancelarla',
};

/**
 * Every message of the reservations context that a person reads (es-MX). The ones the browser
 * shows too live in @cdm/contracts (RESERVATION_MESSAGES) and are included here.
 */
export const RESERVATIONS_MESSAGES = {
  ...RESERVATION_MESSAGES,
  unitNotFound: (unitCode: string) => `No existe la unidad ${unitCode}.`,
  reservationNotFound: 'No encontramos esa reservación.',
  planNotForUnit: 'El plan no corresponde a la unidad elegida',
  depositAlreadyPaid: 'El depósito de esta reservación ya está pagado.',
  noLongerCurrent: 'Esta reservación ya no está vigente. Elige la unidad de nuevo.',
  depositDescription: (unitCode: string) => `Depósito de reservación · Unidad ${unitCode} · Ciudad Deporte Motor ZMG`,
  cancelAfterDeposit: 'Esta reservación ya tiene su depósito; para cancelarla contacta a tu asesor.',
  confirmOnlyUnpaid: 'Solo se puede confirmar el pago de una reservación pendiente o bloqueada.',
  convertOnlyActive: 'Solo una reservación activa (con depósito) se puede convertir en venta.',
  unitNotReserved: (unitCode: string) => `La unidad ${unitCode} no está apartada; revisa el inventario.`,
  refundOnlyPaid: 'Solo se reembolsa el depósito de una reservación activa (pagada y aún no vendida).',
  depositShortNeedsAdmin: 'Ese monto es menor que el depósito pendiente: solo un administrador puede confirmarlo, indicando el motivo.',
  depositShortNeedsReason: 'Indica el motivo para confirmar el depósito con un monto menor.',
  depositAmountNotPositive: 'Indica un monto mayor a cero.',
  referenceTaken: 'Esa referencia ya está en uso. Vuelve a elegir la unidad para obtener una nueva.',
  staffReceiptNote: 'Depósito confirmado por el personal (Confirmar Pago)',
  toReturnAppliedReason: 'Aplicado al depósito: el pago que lo cubría se deshizo',
  reclaimReason: 'El depósito llegó después del vencimiento y la unidad seguía libre',
  endTargetReason: {
    refund: 'Reembolso del depósito',
    expire: 'Bloqueo vencido: lo recibido queda por devolver',
    cancel: 'Reservación cancelada: lo recibido queda por devolver',
  } as const,
  contractRefusal: (ending: ReservationEnding, reason: 'signed_needs_rescission' | 'rescission_needs_admin') =>
    reason === 'rescission_needs_admin'
      ? 'Solo un administrador puede rescindir un contrato firmado.'
      : `El contrato de esta reservación ya está firmado: para ${ENDING_WORDS[ending]}, un administrador debe rescindirlo indicando el motivo.`,
  alreadySold: 'Esta reservación ya es una venta.',
  invalidFilter: 'Filtro no válido',
  signedContractRequired:
    'Esta reservación aún no tiene su contrato de promesa firmado por ambas partes. Contrafírmalo en Contratos o, si eres administrador, indica el motivo para convertir sin él.',
  contractOverrideAdminOnly: 'Solo un administrador puede convertir una venta sin contrato firmado.',
  noUnpaidSelected: 'Ninguna de las reservaciones seleccionadas está pendiente de pago.',
  undoDepositSold: 'Esta reservación ya es una venta: su depósito no se deshace.',
} as const;
