import { RESERVATION_MESSAGES } from '@cdm/contracts';

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
  refundOnlyCard: 'Solo un depósito pagado con tarjeta se reembolsa desde aquí; uno por transferencia se devuelve por el mismo medio.',
  alreadySold: 'Esta reservación ya es una venta.',
  invalidFilter: 'Filtro no válido',
  signedContractRequired:
    'Esta reservación aún no tiene su contrato de promesa firmado por ambas partes. Contrafírmalo en Contratos o, si eres administrador, indica el motivo para convertir sin él.',
  contractOverrideAdminOnly: 'Solo un administrador puede convertir una venta sin contrato firmado.',
  noUnpaidSelected: 'Ninguna de las reservaciones seleccionadas está pendiente de pago.',
  undoDepositSold: 'Esta reservación ya es una venta: su depósito no se deshace.',
  undoDepositNotActive: 'Solo se deshace el depósito de una reservación activa.',
  undoDepositNotTransfer: 'Solo se deshace un depósito recibido por transferencia; uno con tarjeta se reembolsa.',
  undoDepositContractSigned: 'El contrato de esta reservación ya está firmado: su depósito no se deshace.',
  undoDepositContractOpen: 'Esta reservación tiene un contrato pendiente de firma: cancélalo en la pestaña Contratos y vuelve a deshacer el depósito.',
} as const;
