import { MONEY_ALLOCATION_LABELS, MONEY_SOURCE_LABELS } from '@cdm/contracts';

// The words of the money received behind a deposit or a partner's balance (MoneyEntries), es-MX; the
// same in every tab that shows it (Reservas, Socios).
export const moneyEntriesTexts = {
  figuresLabel: (label: string) => `Resumen del dinero de ${label}`,
  figures: {
    owed: 'Monto esperado',
    applied: 'Aplicado',
    waived: 'Condonado',
    outstanding: 'Falta por recibir',
    toReturn: 'Por devolver',
    returned: 'Devuelto',
  },
  closed: 'Cerrado: ya no recibe pagos. Lo que llegue queda por devolver.',
  tableLabel: (label: string) => `Movimientos de dinero de ${label}`,
  columns: { receivedOn: 'Recibido', source: 'Origen', allocation: 'Destino', amount: 'Monto', recordedBy: 'Registró', note: 'Nota o motivo' },
  recordedAt: (date: string) => `Registrado: ${date}`,
  reversal: 'Reversión',
  reversedAt: (date: string) => `Revertido el ${date}`,
  sources: MONEY_SOURCE_LABELS as Record<string, string>,
  allocations: MONEY_ALLOCATION_LABELS as Record<string, string>,
  empty: 'Aún no se ha recibido dinero.',
  loading: 'Cargando movimientos…',
  loadError: 'No se pudieron cargar los movimientos de dinero',
  retry: 'Reintentar',
} as const;
