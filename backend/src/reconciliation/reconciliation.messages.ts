import { RECONCILIATION_FIELD_MESSAGES } from '@cdm/contracts';

/** Every message the reconciliation context gives a person (es-MX), in one place. */
export const RECONCILIATION_MESSAGES = {
  ...RECONCILIATION_FIELD_MESSAGES,
  fileMissing: 'Adjunta el estado de cuenta',
  fileTooLarge: 'El estado de cuenta pesa más de 20 MB',
  notMultipart: 'Envía el estado de cuenta como formulario con archivo',
  oneFileOnly: 'Adjunta un solo archivo',
  unreadableXml: 'No pudimos leer el archivo como camt.053 (XML ISO 20022)',
  otherAccount: 'El archivo es de otra cuenta bancaria que la seleccionada',
  noMapping: 'Primero indica las columnas del CSV de esta cuenta',
  noHeader: 'No encontramos en el CSV la fila de encabezados con las columnas indicadas',
  emptyStatement: 'El estado de cuenta no tiene movimientos',
  badRows: (rows: string) => `Hay filas que no pudimos leer: ${rows}. Revisa el archivo o las columnas indicadas.`,
  statementNotFound: 'No encontramos ese estado de cuenta.',
  lineNotFound: 'No encontramos ese movimiento.',
  alreadyApplied: 'Este movimiento ya se aplicó.',
  notApplicable: 'Este movimiento no se puede aplicar en su estado actual.',
  notIgnorable: 'Solo se ignoran movimientos sugeridos o sin conciliar.',
  notRestorable: 'Solo se restauran movimientos ignorados.',
  notUndoable: 'Solo se deshacen movimientos aplicados.',
  noTarget: 'Este movimiento no tiene sugerencia: elige a quién aplicarlo.',
  targetNotOpen: 'Ese apartado o socio ya no espera este pago.',
  targetPaid: 'Ese depósito ya está pagado: este movimiento no se aplicaría. Regístralo como monto por devolver o asígnalo a otro apartado o socio.',
  accountNotFound: 'No encontramos esa cuenta bancaria.',
} as const;
