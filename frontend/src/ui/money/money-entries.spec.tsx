import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyEntryView, TargetMoneyView } from '@cdm/contracts';
import { MoneyEntries, type MoneyEntriesQuery } from './money-entries';

const entry = (overrides: Partial<MoneyEntryView>): MoneyEntryView => ({
  id: 'e1',
  allocation: 'applied',
  amountCentavos: 100,
  source: 'bank_line',
  sourceId: 's1',
  receivedOn: '2026-01-15',
  recordedAt: '2026-01-16T18:00:00.000Z',
  recordedBy: 'Admin CDM',
  reason: null,
  note: 'DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA',
  reversesId: null,
  reversedAt: null,
  ...overrides,
});

const money: TargetMoneyView = {
  kind: 'unit_reservation',
  id: 'r1',
  label: 'Depósito · Unidad A1P',
  owedCentavos: 100_000_00,
  appliedCentavos: 100,
  waivedCentavos: 0,
  toReturnCentavos: 50_000_00,
  returnedCentavos: 0,
  open: true,
  entries: [
    entry({ id: 'e1', reversedAt: '2026-01-17T18:00:00.000Z' }),
    entry({ id: 'e2', amountCentavos: -100, reversesId: 'e1', recordedAt: '2026-01-17T18:00:00.000Z', reason: 'Se aplicó al apartado equivocado' }),
    entry({ id: 'e3', amountCentavos: 50_000_00, allocation: 'to_return', source: 'staff', note: null, reason: 'Segundo pago' }),
  ],
};

const query = (overrides: Partial<MoneyEntriesQuery>): MoneyEntriesQuery => ({ data: money, isPending: false, isError: false, refetch: jest.fn(), ...overrides });
const figure = (label: string) => within(screen.getByLabelText('Resumen del dinero de Depósito · Unidad A1P')).getByText(label).nextSibling;

describe('MoneyEntries: the money received behind a deposit or a balance', () => {
  it('shows the figures and every entry, with reversals shown as such', () => {
    render(<MoneyEntries query={query({})} />);

    expect(figure('Monto esperado')).toHaveTextContent('$100,000 MXN');
    expect(figure('Aplicado')).toHaveTextContent('$1 MXN');
    expect(figure('Falta por recibir')).toHaveTextContent('$99,999 MXN');
    expect(figure('Condonado')).toHaveTextContent('$0 MXN');
    expect(figure('Por devolver')).toHaveTextContent('$50,000 MXN');
    expect(figure('Devuelto')).toHaveTextContent('$0 MXN');

    const table = screen.getByRole('region', { name: 'Movimientos de dinero de Depósito · Unidad A1P' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Recibido', 'Origen', 'Destino', 'Monto', 'Registró', 'Nota o motivo']);
    const [, first, reversal, toReturn] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('15 ene 2026');
    expect(first).toHaveTextContent('Transferencia (estado de cuenta)');
    expect(first).toHaveTextContent('Aplicado');
    expect(first).toHaveTextContent('Revertido el 17 ene 2026, 12:00 p.m.');
    expect(first).toHaveTextContent('Admin CDM');
    expect(within(reversal).getByText('-$1 MXN')).toBeInTheDocument();
    expect(within(reversal).getByText('Reversión')).toBeInTheDocument();
    expect(reversal).toHaveTextContent('Se aplicó al apartado equivocado');
    expect(toReturn).toHaveTextContent('Confirmado por el personal');
    expect(toReturn).toHaveTextContent('Por devolver');
    expect(toReturn).toHaveTextContent('$50,000 MXN');
    expect(toReturn).toHaveTextContent('Segundo pago');
    expect(screen.queryByText(/Cerrado/)).not.toBeInTheDocument();
  });

  it('says when nothing was received yet, and when the target takes no more money', () => {
    render(<MoneyEntries query={query({ data: { ...money, open: false, entries: [] } })} />);
    expect(screen.getByText('Aún no se ha recibido dinero.')).toBeInTheDocument();
    expect(screen.getByText('Cerrado: ya no recibe pagos. Lo que llegue queda por devolver.')).toBeInTheDocument();
    expect(figure('Falta por recibir')).toHaveTextContent('$0 MXN');
  });

  it('says it is loading, and offers a retry when it could not load', async () => {
    const { rerender } = render(<MoneyEntries query={query({ data: undefined, isPending: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando movimientos…');

    const refetch = jest.fn();
    rerender(<MoneyEntries query={query({ data: undefined, isError: true, refetch })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los movimientos de dinero');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalled();
  });
});
