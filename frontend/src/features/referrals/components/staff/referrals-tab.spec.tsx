import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralAccount, ReferralLedger, ReferralLedgerEntry } from '@cdm/contracts';
import type { CsvTable } from '@/lib/csv';
import { mockFetch } from '@/testing/fetch-mock';
import { postsOf, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { ReferralsTab } from './referrals-tab';

const ana: ReferralAccount = {
  investorId: '6f1c2a4e-3b7d-4c9e-8a21-0d5e6f7a8b01',
  name: 'Ana López',
  email: 'ana@example.mx',
  referralCode: 'CDM-AB12-CD34',
  isActive: true,
  referrals: 3,
  balanceCentavos: 240_000_00,
};
const luis: ReferralAccount = {
  investorId: '6f1c2a4e-3b7d-4c9e-8a21-0d5e6f7a8b02',
  name: 'Luis Pérez',
  email: 'luis@example.mx',
  referralCode: 'CDM-EF56-GH78',
  isActive: false,
  referrals: 0,
  balanceCentavos: 0,
};

const SALE = '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a01';
const REVERSED_SALE = '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a02';
const entry = (overrides: Partial<ReferralLedgerEntry>): ReferralLedgerEntry => ({
  id: 'e0',
  kind: 'earned',
  amountCentavos: 250_000_00,
  reason: 'Crédito por referir la venta de la unidad A1P',
  saleReservationId: SALE,
  role: 'referrer',
  createdBy: 'Sistema',
  createdAt: '2026-11-22T02:30:00.000Z',
  ...overrides,
});
const entries: ReferralLedgerEntry[] = [
  entry({ id: 'e1' }),
  entry({ id: 'e2', saleReservationId: REVERSED_SALE, reason: 'Crédito por referir la venta de la unidad B2M', createdAt: '2026-11-23T18:00:00.000Z' }),
  entry({
    id: 'e3',
    kind: 'reversed',
    amountCentavos: -250_000_00,
    saleReservationId: REVERSED_SALE,
    reason: 'Venta cancelada: el socio desistió',
    createdBy: 'Marta Admin',
    createdAt: '2026-11-24T18:00:00.000Z',
  }),
  entry({ id: 'e4', kind: 'adjustment', amountCentavos: -10_000_00, saleReservationId: null, role: null, reason: 'Corrección de captura', createdBy: 'Marta Admin', createdAt: '2026-11-25T18:00:00.000Z' }),
  entry({ id: 'e5', kind: 'applied', amountCentavos: 0, saleReservationId: null, role: 'buyer', reason: 'Aplicado al enganche', createdAt: '2026-11-26T18:00:00.000Z' }),
];
const ledger: ReferralLedger = { investorId: ana.investorId, referralCode: ana.referralCode, isActive: true, balanceCentavos: 240_000_00, entries };

const LIST = 'GET /api/admin/referrals';
const LEDGER = `GET /api/admin/referrals/${ana.investorId}/ledger`;
const ADJUST = 'POST /api/admin/referrals/adjustments';
const REVERSE = 'POST /api/admin/referrals/reversals';

function renderTab({ canAdjust = true, onExportChange }: { canAdjust?: boolean; onExportChange?: (table: CsvTable | null) => void } = {}) {
  return renderStaffTab(<ReferralsTab canAdjust={canAdjust} onExportChange={onExportChange} />);
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td p' })).closest('tr') as HTMLElement;
const count = (label: string) => within(screen.getByLabelText('Resumen de referidos')).getByText(label).nextSibling;
const posts = postsOf;

async function openLedger(user: ReturnType<typeof userEvent.setup>, name = 'Ana López') {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Ver movimientos ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Créditos de ${name}` });
  return dialog;
}

const entryRow = async (dialog: HTMLElement, reason: string) => (await within(dialog).findByText(reason)).closest('tr') as HTMLElement;

beforeEach(() => notify.dismissAll());

describe('Referidos tab of the staff panel (investor-portal.md §3, §9; decisions.md #23)', () => {
  it('lists each account with its name, email, code, program status in words, referrals and balance', async () => {
    mockFetch({ [LIST]: { status: 200, body: [ana, luis] } });
    renderTab();

    const row = await rowOf('Ana López');
    expect(within(row).getByText('ana@example.mx')).toBeInTheDocument();
    expect(within(row).getByText('CDM-AB12-CD34')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('$240,000 MXN')).toBeInTheDocument();
    const other = await rowOf('Luis Pérez');
    expect(within(other).getByText('Inactivo')).toBeInTheDocument();
    expect(within(other).getByText('$0 MXN')).toBeInTheDocument();

    expect(count('Socios con código')).toHaveTextContent('2');
    expect(count('Programas activos')).toHaveTextContent('1');
    expect(count('Referidos')).toHaveTextContent('3');
    expect(count('Saldo total')).toHaveTextContent('$240,000 MXN');
  });

  it('offers the accounts as CSV to the panel', async () => {
    mockFetch({ [LIST]: { status: 200, body: [ana, luis] } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'referidos' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.columns).toEqual(['Nombre', 'Email', 'Código', 'Activo', 'Referidos', 'Saldo']);
    expect(table.rows).toEqual([
      ['Ana López', 'ana@example.mx', 'CDM-AB12-CD34', 'Sí', 3, '240000.00'],
      ['Luis Pérez', 'luis@example.mx', 'CDM-EF56-GH78', 'No', 0, '0.00'],
    ]);
  });

  it('shows placeholders while loading, then the empty state', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockFetch({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderTab();

    const region = screen.getByRole('region', { name: 'Cuentas de referidos' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Aún no hay socios con código de referido')).not.toBeInTheDocument();

    answer({ status: 200, body: [] });
    expect(await screen.findByText('Aún no hay socios con código de referido')).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(count('Socios con código')).toHaveTextContent('0');
  });

  it('says when the accounts could not be loaded and tries again', async () => {
    const calls = mockFetch({ [LIST]: [{ status: 500, body: { code: 'internal_error', message: 'Falla' } }, { status: 200, body: [ana] }] });
    const user = renderTab();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los referidos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await rowOf('Ana López')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/referrals')).toHaveLength(2);
  });

  it('opens the ledger: balance, entries newest first with kind, role, signed amount, running balance, reason and date', async () => {
    mockFetch({ [LIST]: { status: 200, body: [ana] }, [LEDGER]: { status: 200, body: ledger } });
    const user = renderTab();
    const dialog = await openLedger(user);

    expect(within(dialog).getByText('Código de referido CDM-AB12-CD34')).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Resumen de la cuenta');
    expect(within(summary).getByText('Saldo').nextSibling).toHaveTextContent('$240,000 MXN');
    expect(within(summary).getByText('Activo')).toBeInTheDocument();

    const table = within(dialog).getByRole('table');
    await within(table).findByText('Aplicado al enganche');
    const reasons = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[5]?.querySelector('p')?.textContent);
    expect(reasons).toEqual([
      'Aplicado al enganche',
      'Corrección de captura',
      'Venta cancelada: el socio desistió',
      'Crédito por referir la venta de la unidad B2M',
      'Crédito por referir la venta de la unidad A1P',
    ]);

    const earned = await entryRow(dialog, 'Crédito por referir la venta de la unidad A1P');
    expect(within(earned).getByText('Ganado')).toBeInTheDocument();
    expect(within(earned).getByText('Referente')).toBeInTheDocument();
    expect(within(earned).getByText('+$250,000 MXN')).toBeInTheDocument();
    expect(within(earned).getByText('21 nov 2026, 8:30 p.m.', { selector: 'td' })).toBeInTheDocument();
    expect(within(earned).getByText('Registró: Sistema')).toBeInTheDocument();
    expect(within(earned).getByRole('button', { name: /^Revertir venta/ })).toBeInTheDocument();

    // A sale already reversed offers no second reversal.
    const reversedSale = await entryRow(dialog, 'Crédito por referir la venta de la unidad B2M');
    expect(within(reversedSale).queryByRole('button')).not.toBeInTheDocument();
    expect(within(reversedSale).getByText('Venta revertida')).toBeInTheDocument();
    expect(within(reversedSale).getByText('$500,000 MXN')).toBeInTheDocument();

    const reversed = await entryRow(dialog, 'Venta cancelada: el socio desistió');
    expect(within(reversed).getByText('Revertido')).toBeInTheDocument();
    expect(within(reversed).getByText('-$250,000 MXN')).toBeInTheDocument();
    expect(within(reversed).getByText('Registró: Marta Admin')).toBeInTheDocument();

    const adjustment = await entryRow(dialog, 'Corrección de captura');
    expect(within(adjustment).getByText('Ajuste')).toBeInTheDocument();
    expect(within(adjustment).getByText('—')).toBeInTheDocument();
    expect(within(adjustment).getByText('-$10,000 MXN')).toBeInTheDocument();
    expect(within(adjustment).queryByRole('button')).not.toBeInTheDocument();

    const applied = await entryRow(dialog, 'Aplicado al enganche');
    expect(within(applied).getByText('Aplicado')).toBeInTheDocument();
    expect(within(applied).getByText('Comprador')).toBeInTheDocument();
  });

  it('says when the ledger is empty or could not be loaded', async () => {
    mockFetch({
      [LIST]: { status: 200, body: [ana, luis] },
      [LEDGER]: { status: 500, body: { code: 'internal_error', message: 'Falla' } },
      [`GET /api/admin/referrals/${luis.investorId}/ledger`]: { status: 200, body: { ...ledger, investorId: luis.investorId, entries: [], balanceCentavos: 0 } },
    });
    const user = renderTab();

    const failed = await openLedger(user);
    expect(await within(failed).findByRole('alert')).toHaveTextContent('No se pudieron cargar los movimientos');
    await user.click(within(failed).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const empty = await openLedger(user, 'Luis Pérez');
    expect(await within(empty).findByText('Aún no hay movimientos en esta cuenta')).toBeInTheDocument();
  });

  it('checks an adjustment before asking, and keeps what was typed', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: [ana] }, [LEDGER]: { status: 200, body: ledger } });
    const user = renderTab();
    const dialog = await openLedger(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Monto en pesos' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });

    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Escribe el monto del ajuste'));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Escribe el motivo del ajuste (al menos 5 caracteres)'));
    await waitFor(() => expect(amount).toHaveFocus());

    await user.type(amount, '0');
    await user.type(reason, 'Bono');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('El ajuste no puede ser de cero'));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('al menos 5 caracteres'));

    await user.clear(amount);
    await user.type(amount, '5.123');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('5.123');
    expect(reason).toHaveValue('Bono');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server refusal on the fields and keeps what was typed', async () => {
    const calls = mockFetch({
      [LIST]: { status: 200, body: [ana] },
      [LEDGER]: { status: 200, body: ledger },
      [ADJUST]: {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Revisa los datos del ajuste',
          errors: [
            { field: 'amountCentavos', message: 'El monto debe estar en centavos enteros (negativo para descontar)' },
            { field: 'reason', message: 'Máximo 300 caracteres' },
          ],
        },
      },
    });
    const user = renderTab();
    const dialog = await openLedger(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Monto en pesos' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });

    await user.type(amount, '-1,250.50');
    await user.type(reason, 'Descuento por cortesía');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Registrar un ajuste de -$1,250.50 MXN a Ana López?' });
    expect(confirm).toHaveTextContent('El saldo quedará en $238,749.50 MXN');
    expect(confirm).toHaveTextContent('Motivo: Descuento por cortesía');
    await user.click(within(confirm).getByRole('button', { name: 'Registrar ajuste' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts(calls)[0]?.body).toEqual({ investorId: ana.investorId, amountCentavos: -125_050, reason: 'Descuento por cortesía' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('El monto debe estar en centavos enteros (negativo para descontar)'));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Máximo 300 caracteres'));
    expect(amount).toHaveValue('-1,250.50');
    expect(reason).toHaveValue('Descuento por cortesía');
    expect(await screen.findByText('No se pudo registrar el ajuste')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos del ajuste')).toBeInTheDocument();
  });

  it('registers an adjustment after confirmation and shows the new balance', async () => {
    const after: ReferralLedger = {
      ...ledger,
      balanceCentavos: 245_000_00,
      entries: [...entries, entry({ id: 'e6', kind: 'adjustment', amountCentavos: 5_000_00, saleReservationId: null, role: null, reason: 'Bono de bienvenida', createdBy: 'Marta Admin', createdAt: '2026-11-27T18:00:00.000Z' })],
    };
    const calls = mockFetch({
      [LIST]: [{ status: 200, body: [ana] }, { status: 200, body: [{ ...ana, balanceCentavos: after.balanceCentavos }] }],
      [LEDGER]: [{ status: 200, body: ledger }, { status: 200, body: after }],
      [ADJUST]: { status: 201, body: after },
    });
    const user = renderTab();
    const dialog = await openLedger(user);
    const amount = within(dialog).getByRole('textbox', { name: 'Monto en pesos' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });

    await user.type(amount, '5,000');
    await user.type(reason, '  Bono de bienvenida ');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar ajuste' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Registrar un ajuste de +$5,000 MXN a Ana López?' });
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Registrar ajuste' }));

    expect(await screen.findByText('Ajuste registrado')).toBeInTheDocument();
    expect(screen.getByText('Nuevo saldo: $245,000 MXN')).toBeInTheDocument();
    expect(posts(calls)[0]).toEqual({ method: 'POST', path: '/api/admin/referrals/adjustments', body: { investorId: ana.investorId, amountCentavos: 500_000, reason: 'Bono de bienvenida' } });
    expect(within(within(dialog).getByLabelText('Resumen de la cuenta')).getByText('Saldo').nextSibling).toHaveTextContent('$245,000 MXN');
    expect(await within(dialog).findByText('Bono de bienvenida')).toBeInTheDocument();
    expect(amount).toHaveValue('');
    expect(reason).toHaveValue('');
    expect(within(await rowOf('Ana López')).getByText('$245,000 MXN')).toBeInTheDocument();
  });

  it('reverses a sale after asking for the reason', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: [ana] }, [LEDGER]: { status: 200, body: ledger }, [REVERSE]: { status: 200, body: { reversed: 2 } } });
    const user = renderTab();
    const dialog = await openLedger(user);

    await user.click(within(await entryRow(dialog, 'Crédito por referir la venta de la unidad A1P')).getByRole('button', { name: /^Revertir venta/ }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Revertir los créditos de esta venta?' });
    expect(confirm).toHaveTextContent('en esta cuenta, -$250,000 MXN');
    const reason = within(confirm).getByRole('textbox', { name: 'Motivo de la reversión' });

    await user.type(reason, 'No');
    await user.click(within(confirm).getByRole('button', { name: 'Revertir venta' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Escribe el motivo (al menos 5 caracteres)'));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);

    await user.type(reason, ' se concretó la venta');
    await user.click(within(confirm).getByRole('button', { name: 'Revertir venta' }));
    expect(await screen.findByText('Venta revertida', { selector: '[data-title]' })).toBeInTheDocument();
    expect(screen.getByText('Se revirtieron 2 créditos.')).toBeInTheDocument();
    expect(posts(calls)[0]).toEqual({ method: 'POST', path: '/api/admin/referrals/reversals', body: { reservationId: SALE, reason: 'No se concretó la venta' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says when the sale has no credits to reverse', async () => {
    mockFetch({
      [LIST]: { status: 200, body: [ana] },
      [LEDGER]: { status: 200, body: ledger },
      [REVERSE]: { status: 404, body: { code: 'not_found', message: 'Esa venta no tiene créditos de referido que revertir.' } },
    });
    const user = renderTab();
    const dialog = await openLedger(user);

    await user.click(within(await entryRow(dialog, 'Crédito por referir la venta de la unidad A1P')).getByRole('button', { name: /^Revertir venta/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.type(within(confirm).getByRole('textbox', { name: 'Motivo de la reversión' }), 'Venta cancelada por el cliente');
    await user.click(within(confirm).getByRole('button', { name: 'Revertir venta' }));

    expect(await screen.findByText('No se pudo revertir la venta')).toBeInTheDocument();
    expect(screen.getByText('Esa venta no tiene créditos de referido que revertir.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows an advisor the ledger without the adjustment form, and the reversal disabled with the reason', async () => {
    const calls = mockFetch({ [LIST]: { status: 200, body: [ana] }, [LEDGER]: { status: 200, body: ledger } });
    const user = renderTab({ canAdjust: false });

    expect(await screen.findByText('Solo un administrador puede registrar ajustes manuales o revertir ventas.')).toBeInTheDocument();
    const dialog = await openLedger(user);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Registrar ajuste' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Solo un administrador puede registrar ajustes manuales o revertir ventas.')).toBeInTheDocument();

    const action = within(await entryRow(dialog, 'Crédito por referir la venta de la unidad A1P')).getByRole('button', { name: /^Revertir venta/ });
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(action).toHaveAccessibleDescription('Solo un administrador puede registrar ajustes manuales o revertir ventas.');
    await user.click(action);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Solo un administrador puede revertir ventas')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });
});
