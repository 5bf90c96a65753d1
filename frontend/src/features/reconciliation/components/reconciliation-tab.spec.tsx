import { screen, waitFor, within } from '@testing-library/react';
import type { BankLineList, BankLineView, BankStatementSummary, MoneyToReturnItem, MoneyToReturnList, PaymentTargetView, TargetMoneyView } from '@cdm/contracts';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { postsOf, recordUrls, renderStaffTab } from '@/testing/render-staff-tab';
import { notify } from '@/ui/toaster';
import { ReconciliationTab } from './reconciliation-tab';

const BASE = '/api/admin/reconciliation';
const STATEMENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a01';
const BLOCK = '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a01';

const statement: BankStatementSummary = {
  id: STATEMENT,
  accountNumber: '012180001234567890',
  format: 'csv',
  fileName: 'enero.csv',
  uploadedAt: '2026-01-20T18:00:00.000Z',
  uploadedBy: 'Admin CDM',
  lines: 3,
  newLines: 3,
  duplicateLines: 0,
  matched: 1,
  suggested: 2,
  unmatched: 0,
  ignored: 0,
  debits: 0,
  totalCreditedCentavos: 250_001_00,
  totalAppliedCentavos: 100_000_00,
  totalToReturnCentavos: 50_000_00,
};

const blockTarget = { kind: 'reservation' as const, id: BLOCK, reference: 'CDM-MG8K2Q1A-7XK2PA', name: 'Ana López' };
const line = (overrides: Partial<BankLineView>): BankLineView => ({
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c01',
  statementId: STATEMENT,
  bookedOn: '2026-01-15',
  amountCentavos: 100,
  description: 'DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA',
  reference: '',
  trackingKey: '',
  payerName: 'Ana López',
  status: 'suggested',
  matchReason: 'reference_other_amount',
  target: blockTarget,
  ignoreReason: null,
  appliedAt: null,
  appliedBy: null,
  appliedCentavos: 0,
  toReturnCentavos: 0,
  ...overrides,
});
const partial = line({});
const secondPayment = line({ id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c02', bookedOn: '2026-01-16', amountCentavos: 100_000_00, matchReason: 'target_paid', description: 'SEGUNDO PAGO CDM-MG8K2Q1A-7XK2PA' });
const overpaid = line({
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c03',
  bookedOn: '2026-01-17',
  amountCentavos: 150_000_00,
  status: 'applied',
  matchReason: 'reference_other_amount',
  description: 'PAGO DE MÁS CDM-MG8K2Q1A-7XK2PA',
  appliedAt: '2026-01-20T18:00:00.000Z',
  appliedBy: 'Admin CDM',
  appliedCentavos: 100_000_00,
  toReturnCentavos: 50_000_00,
});

const COUNTS = { total: 3, applied: 1, suggested: 2, unmatched: 0, ignored: 0, debit: 0 };
const lines = (items: BankLineView[]): BankLineList => ({ items, total: items.length, page: 1, pageSize: 50, counts: COUNTS });

const owedMoney: TargetMoneyView = {
  kind: 'unit_reservation',
  id: BLOCK,
  label: 'Depósito · Unidad A1P',
  owedCentavos: 100_000_00,
  appliedCentavos: 0,
  waivedCentavos: 0,
  toReturnCentavos: 0,
  returnedCentavos: 0,
  open: true,
  entries: [],
};

const toReturnItem: MoneyToReturnItem = {
  entryId: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e01',
  target: { kind: 'unit_reservation', id: BLOCK, label: 'Depósito · Unidad A1P' },
  amountCentavos: 50_000_00,
  source: 'bank_line',
  receivedOn: '2026-01-17',
  recordedAt: '2026-01-20T18:00:00.000Z',
  note: 'PAGO DE MÁS CDM-MG8K2Q1A-7XK2PA',
  reason: null,
};
const toReturnList = (items: MoneyToReturnItem[]): MoneyToReturnList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  totalCentavos: items.reduce((sum, item) => sum + item.amountCentavos, 0),
});

const LINES = `GET ${BASE}/statements/${STATEMENT}/lines`;
const TO_RETURN = `GET ${BASE}/to-return`;
const MONEY = `GET /api/admin/money/unit_reservation/${BLOCK}`;

type Routes = Parameters<typeof mockFetch>[0];
function renderTab({ routes = {}, canUndo = true }: { routes?: Routes; canUndo?: boolean } = {}) {
  const calls = mockFetch({
    [`GET ${BASE}/accounts`]: { status: 200, body: [] },
    [`GET ${BASE}/statements`]: { status: 200, body: { items: [statement], total: 1, page: 1, pageSize: 50 } },
    [LINES]: { status: 200, body: lines([partial, secondPayment, overpaid]) },
    [TO_RETURN]: { status: 200, body: toReturnList([]) },
    [MONEY]: { status: 200, body: owedMoney },
    ...routes,
  });
  const urls = recordUrls();
  const user = renderStaffTab(<ReconciliationTab canUndo={canUndo} />);
  return { user, calls, urls };
}

const linesTable = () => screen.findByRole('region', { name: 'Movimientos del estado de cuenta' });
const lineRow = async (text: string) => (await within(await linesTable()).findByText(text)).closest('tr') as HTMLElement;
const toReturnTable = () => screen.findByRole('region', { name: 'Montos por devolver' });

beforeEach(() => notify.dismissAll());

describe('Conciliación tab: money applied, to return and undone (issue 27)', () => {
  it('shows what the statement left to return, and what each applied line paid and left to return', async () => {
    renderTab();

    expect(await screen.findByText('Abonado: $250,001 MXN · Aplicado: $100,000 MXN · Por devolver: $50,000 MXN')).toBeInTheDocument();
    const row = await lineRow('PAGO DE MÁS CDM-MG8K2Q1A-7XK2PA');
    expect(within(row).getByText('Aplicado: $100,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText('Por devolver: $50,000 MXN')).toBeInTheDocument();
    expect(within(await lineRow('DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA')).queryByText(/^Por devolver/)).not.toBeInTheDocument();
  });

  it('says that a line for less than the deposit leaves it pending, then applies it', async () => {
    const { user, calls } = renderTab({
      routes: { [`POST ${BASE}/lines/${partial.id}/apply`]: { status: 200, body: { ...partial, status: 'applied', appliedCentavos: 100 } } },
    });

    await user.click(within(await lineRow('DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA')).getByRole('button', { name: /^Aplicar/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Aplicar este pago?' });
    expect(await within(dialog).findByText('Se registrará $1 MXN a Apartado CDM-MG8K2Q1A-7XK2PA · Ana López; el depósito quedará pendiente por $99,999 MXN.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar pago' }));

    expect(await screen.findByText('Pago aplicado')).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([{ method: 'POST', path: `${BASE}/lines/${partial.id}/apply`, body: {} }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says what goes beyond the deposit is kept to return', async () => {
    const { user } = renderTab({ routes: { [MONEY]: { status: 200, body: { ...owedMoney, appliedCentavos: 99_999_00 } } } });

    await user.click(within(await lineRow('DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA')).getByRole('button', { name: /^Aplicar/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByText('Se registrará $1 MXN a Apartado CDM-MG8K2Q1A-7XK2PA · Ana López; el depósito quedará pagado.')).toBeInTheDocument();
  });

  it('offers to keep a second payment of a paid deposit to return (toReturn: true), or to assign it to another target', async () => {
    const { user, calls } = renderTab({
      routes: {
        [MONEY]: { status: 200, body: { ...owedMoney, appliedCentavos: 100_000_00 } },
        [`POST ${BASE}/lines/${secondPayment.id}/apply`]: { status: 200, body: { ...secondPayment, status: 'applied', toReturnCentavos: 100_000_00 } },
      },
    });
    const row = await lineRow('SEGUNDO PAGO CDM-MG8K2Q1A-7XK2PA');
    expect(within(row).getByText('Referencia de un depósito ya pagado')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Aplicar/ }));
    let dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Apartado CDM-MG8K2Q1A-7XK2PA · Ana López ya no espera este pago (el depósito ya está pagado): no se aplicaría nada.');
    expect(within(dialog).queryByRole('button', { name: 'Aplicar pago' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Asignar a otro' }));
    expect(await screen.findByRole('dialog', { name: 'Asignar movimiento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(within(row).getByRole('button', { name: /^Aplicar/ }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar por devolver' }));
    expect(await screen.findByText('Movimiento registrado por devolver')).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([{ method: 'POST', path: `${BASE}/lines/${secondPayment.id}/apply`, body: { toReturn: true } }]);
  });

  it('shows the refusal of a deposit paid meanwhile and then offers to keep the money to return', async () => {
    const message = 'Ese depósito ya está pagado: este movimiento no se aplicaría. Regístralo como monto por devolver o asígnalo a otro apartado o socio.';
    const { user, calls } = renderTab({
      routes: {
        [`POST ${BASE}/lines/${partial.id}/apply`]: [
          { status: 409, body: { code: 'bank_line_state', message } },
          { status: 200, body: { ...partial, status: 'applied', toReturnCentavos: 100 } },
        ],
      },
    });

    await user.click(within(await lineRow('DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA')).getByRole('button', { name: /^Aplicar/ }));
    const dialog = screen.getByRole('alertdialog');
    await within(dialog).findByText(/el depósito quedará pendiente/);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar pago' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar por devolver' }));
    expect(await screen.findByText('Movimiento registrado por devolver')).toBeInTheDocument();
    expect(postsOf(calls).map((call) => call.body)).toEqual([{}, { toReturn: true }]);
  });

  it('says what assigning a line by hand to a block does before applying it', async () => {
    const target: PaymentTargetView = { kind: 'reservation', id: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a05', reference: 'CDM-ZZ8K2Q1A-7XK2PB', name: 'Luis Pérez', expectedCentavos: [100_000_00] };
    const { user, calls } = renderTab({
      routes: {
        [`GET ${BASE}/targets`]: { status: 200, body: [target] },
        [`POST ${BASE}/lines/${partial.id}/apply`]: { status: 200, body: { ...partial, status: 'applied' } },
      },
    });

    await user.click(within(await lineRow('DEPÓSITO APARTADO CDM-MG8K2Q1A-7XK2PA')).getByRole('button', { name: /^Asignar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar movimiento' });
    await user.type(within(dialog).getByLabelText('Buscar apartado o socio'), 'Luis');
    await user.click(await within(dialog).findByRole('radio', { name: /CDM-ZZ8K2Q1A-7XK2PB/ }));
    expect(dialog).toHaveTextContent('Se registrará $1 MXN a Apartado CDM-ZZ8K2Q1A-7XK2PB · Luis Pérez; el depósito quedará pendiente por $99,999 MXN.');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar al seleccionado' }));

    expect(await screen.findByText('Pago aplicado')).toBeInTheDocument();
    expect(postsOf(calls)[0]?.body).toEqual({ targetKind: 'reservation', targetId: target.id });
  });

  it('undoes a payment rescinding the signed contract when asked, and shows the refusal keeping the reason', async () => {
    const refusal = 'El contrato de esta reservación ya está firmado: para deshacer su depósito, un administrador debe rescindirlo indicando el motivo.';
    const { user, calls } = renderTab({
      routes: {
        [`POST ${BASE}/lines/${overpaid.id}/undo`]: [
          { status: 409, body: { code: 'contract_signed', message: refusal } },
          { status: 200, body: { ...overpaid, status: 'unmatched', appliedCentavos: 0, toReturnCentavos: 0 } },
        ],
      },
    });

    await user.click(within(await lineRow('PAGO DE MÁS CDM-MG8K2Q1A-7XK2PA')).getByRole('button', { name: /^Deshacer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Deshacer pago aplicado' });
    const reason = within(dialog).getByLabelText('Motivo');
    await user.type(reason, 'Se aplicó al apartado equivocado');
    await user.click(within(dialog).getByRole('button', { name: 'Deshacer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(reason).toHaveValue('Se aplicó al apartado equivocado');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Rescindir el contrato firmado (si lo hay)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Pago revertido')).toBeInTheDocument();
    expect(postsOf(calls).map((call) => call.body)).toEqual([
      { reason: 'Se aplicó al apartado equivocado' },
      { reason: 'Se aplicó al apartado equivocado', rescindContract: true },
    ]);
  });
});

describe('Conciliación tab: the statements', () => {
  it('shows the upload form while the statements load, and offers a retry when they cannot be read', async () => {
    const { user } = renderTab({
      routes: {
        [`GET ${BASE}/statements`]: [
          { status: 500, body: { code: 'internal_error', message: 'x' } },
          { status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } },
        ],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando estados de cuenta…');
    expect(screen.getByLabelText('Cuenta o CLABE')).toBeInTheDocument();

    expect(await screen.findByText('No se pudieron cargar los estados de cuenta')).toBeInTheDocument();
    expect(screen.getByLabelText('Cuenta o CLABE')).toBeInTheDocument();
    await user.click(within(screen.getByText('No se pudieron cargar los estados de cuenta').closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay estados de cuenta. Sube el primero.')).toBeInTheDocument();
  });
});

describe('Conciliación tab: the upload form stays where it is', () => {
  it('keeps the field being typed in, its focus and what was typed when the statements list arrives', async () => {
    let answerStatements: (answer: Answer) => void = () => undefined;
    const { user } = renderTab({
      routes: { [`GET ${BASE}/statements`]: () => new Promise<Answer>((resolve) => (answerStatements = resolve)) },
    });

    const account = await screen.findByLabelText('Cuenta o CLABE');
    await user.type(account, '0121800012');
    answerStatements({ status: 200, body: { items: [statement], total: 1, page: 1, pageSize: 50 } });
    expect(await screen.findByLabelText('Estado de cuenta')).toBeInTheDocument();

    // The same element, still focused: the keys typed next land in it (a form mounted anew would lose them).
    expect(screen.getByLabelText('Cuenta o CLABE')).toBe(account);
    expect(account).toHaveFocus();
    await user.keyboard('34567890');
    expect(account).toHaveValue('012180001234567890');
  });

  it('keeps the account typed after a failed list, when the retry brings a statement', async () => {
    const { user } = renderTab({
      routes: {
        [`GET ${BASE}/statements`]: [
          { status: 500, body: { code: 'internal_error', message: 'x' } },
          { status: 200, body: { items: [statement], total: 1, page: 1, pageSize: 50 } },
        ],
      },
    });
    const failure = (await screen.findByText('No se pudieron cargar los estados de cuenta')).closest('[role="alert"]') as HTMLElement;
    await user.type(screen.getByLabelText('Cuenta o CLABE'), '012180001234567890');
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByLabelText('Estado de cuenta')).toBeInTheDocument();
    expect(screen.getByLabelText('Cuenta o CLABE')).toHaveValue('012180001234567890');
  });
});

describe('Conciliación tab: "Por devolver"', () => {
  it('lists the money to return with its total, a page at a time', async () => {
    const { urls } = renderTab({ routes: { [TO_RETURN]: { status: 200, body: { ...toReturnList([toReturnItem]), total: 30 } } } });

    const table = await toReturnTable();
    const row = (await within(table).findByText('PAGO DE MÁS CDM-MG8K2Q1A-7XK2PA')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('17 ene 2026');
    expect(row).toHaveTextContent('Apartado');
    expect(row).toHaveTextContent('Depósito · Unidad A1P');
    expect(row).toHaveTextContent('Transferencia (estado de cuenta)');
    expect(row).toHaveTextContent('$50,000 MXN');
    const figures = screen.getByLabelText('Resumen de montos por devolver');
    expect(within(figures).getByText('Montos').nextSibling).toHaveTextContent('30');
    expect(within(figures).getByText('Total por devolver').nextSibling).toHaveTextContent('$50,000 MXN');
    expect(urls).toContain(`${BASE}/to-return?page=1&pageSize=25`);
  });

  it('marks money as returned after asking for the reason, and keeps it when refused', async () => {
    const { user, calls } = renderTab({
      routes: {
        [TO_RETURN]: [{ status: 200, body: toReturnList([toReturnItem]) }, { status: 200, body: toReturnList([]) }],
        [`POST ${BASE}/to-return/${toReturnItem.entryId}/returned`]: [
          { status: 400, body: { code: 'validation_failed', message: 'Revisa los campos', errors: [{ field: 'reason', message: 'Escribe el motivo (3 a 300 caracteres)' }] } },
          { status: 200, body: { ok: true } },
        ],
      },
    });

    const table = await toReturnTable();
    await user.click(await within(table).findByRole('button', { name: /^Marcar como devuelto/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Marcar como devuelto?' });
    expect(dialog).toHaveTextContent('Confirma solo si ya enviaste $50,000 MXN de regreso a quien lo pagó (Depósito · Unidad A1P).');
    const reason = within(dialog).getByLabelText('Motivo o referencia de la devolución');

    await user.click(within(dialog).getByRole('button', { name: 'Marcar como devuelto' }));
    expect(reason).toHaveAccessibleDescription('Escribe el motivo (3 a 300 caracteres)');
    expect(postsOf(calls)).toEqual([]);

    await user.type(reason, 'SPEI 12345 a la cuenta del socio');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como devuelto' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Escribe el motivo (3 a 300 caracteres)'));
    expect(reason).toHaveValue('SPEI 12345 a la cuenta del socio');

    await user.click(within(dialog).getByRole('button', { name: 'Marcar como devuelto' }));
    expect(await screen.findByText('Monto marcado como devuelto')).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([
      { method: 'POST', path: `${BASE}/to-return/${toReturnItem.entryId}/returned`, body: { reason: 'SPEI 12345 a la cuenta del socio' } },
      { method: 'POST', path: `${BASE}/to-return/${toReturnItem.entryId}/returned`, body: { reason: 'SPEI 12345 a la cuenta del socio' } },
    ]);
    expect(await within(table).findByText('No hay dinero por devolver.')).toBeInTheDocument();
  });

  it('re-assigns money to another block after picking it and giving the reason', async () => {
    const target: PaymentTargetView = { kind: 'partner', id: '3b4c5d6e-7f80-4a91-8b2c-3d4e5f6a7b01', reference: 'CDM-S-AB12CD', name: 'Eva Gil', expectedCentavos: [5_327_183] };
    const { user, calls } = renderTab({
      routes: {
        [TO_RETURN]: { status: 200, body: toReturnList([toReturnItem]) },
        [`GET ${BASE}/targets`]: { status: 200, body: [target] },
        [`POST ${BASE}/to-return/${toReturnItem.entryId}/reassign`]: { status: 200, body: { ok: true } },
      },
    });

    await user.click(await within(await toReturnTable()).findByRole('button', { name: /^Reasignar/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reasignar monto' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Era la mensualidad de Eva');
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    expect(within(dialog).getByText('Selecciona a quién aplicar el pago')).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Buscar apartado o socio'), 'Eva');
    await user.click(await within(dialog).findByRole('radio', { name: /CDM-S-AB12CD/ }));
    expect(dialog).toHaveTextContent('Se aplicarán $50,000 MXN a Socio CDM-S-AB12CD · Eva Gil; lo que exceda lo que espera quedará por devolver.');
    await user.click(within(dialog).getByRole('button', { name: 'Reasignar' }));

    expect(await screen.findByText('Monto reasignado')).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([
      {
        method: 'POST',
        path: `${BASE}/to-return/${toReturnItem.entryId}/reassign`,
        body: { reason: 'Era la mensualidad de Eva', targetKind: 'partner', targetId: target.id },
      },
    ]);
  });

  it('shows an advisor the actions disabled with the reason', async () => {
    const { user, calls } = renderTab({ canUndo: false, routes: { [TO_RETURN]: { status: 200, body: toReturnList([toReturnItem]) } } });

    const table = await toReturnTable();
    const returned = await within(table).findByRole('button', { name: /^Marcar como devuelto/ });
    expect(returned).toHaveAttribute('aria-disabled', 'true');
    expect(returned).toHaveAccessibleDescription('Solo un administrador puede marcar como devuelto o reasignar dinero.');
    expect(within(table).getByRole('button', { name: /^Reasignar/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(returned);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(postsOf(calls)).toEqual([]);
  });

  it('says when there is nothing to return, and offers a retry when the list cannot be loaded', async () => {
    const { user } = renderTab({
      routes: {
        [TO_RETURN]: [{ status: 500, body: { code: 'internal_error', message: 'x' } } as Answer, { status: 200, body: toReturnList([]) }],
      },
    });

    expect(await screen.findByText('No se pudieron cargar los montos por devolver')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(await toReturnTable()).findByText('No hay dinero por devolver.')).toBeInTheDocument();
  });
});
