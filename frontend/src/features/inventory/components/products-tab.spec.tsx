import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductTypeView } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { ProductsTab } from './products-tab';

const panamericana: ProductTypeView = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  code: 'box-premium-panamericana',
  name: 'Box Premium Panamericana',
  category: 'boxes-premium',
  basePriceCentavos: 10_000_000_00,
  discountPriceCentavos: null,
  areaM2: 60,
  totalUnits: 30,
  availableUnits: 27,
  isActive: true,
};
const monza: ProductTypeView = {
  ...panamericana,
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  code: 'box-premium-monza',
  name: 'Box Premium Monza',
  basePriceCentavos: 6_000_000_00,
  discountPriceCentavos: 5_500_000_00,
  availableUnits: 30,
};
const drift: ProductTypeView = { ...panamericana, id: '1a2b3c4d-0000-4000-8000-000000000003', code: 'box-drift', name: 'Box Drift', isActive: false };
const types = [panamericana, monza, drift];
const pricePath = `/api/admin/product-types/${panamericana.id}/price`;
const areaPath = `/api/admin/product-types/${panamericana.id}/area`;
const statusPath = `/api/admin/product-types/${drift.id}/status`;

function renderTab({ canEdit = true, onExportChange }: { canEdit?: boolean; onExportChange?: (table: CsvTable | null) => void } = {}) {
  let client: QueryClient | undefined;
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    client = queryClient;
    return (
      <QueryClientProvider client={queryClient}>
        <ProductsTab canEdit={canEdit} onExportChange={onExportChange} />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), queryClient: () => client as QueryClient };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

beforeEach(() => notify.dismissAll());

describe('Productos tab of the staff panel (investor-portal.md §2.6, §5)', () => {
  it('lists every product type, inactive ones included, with price, area and units, and offers them as CSV', async () => {
    mockFetch({ 'GET /api/admin/product-types': { status: 200, body: types } });
    const onExportChange = jest.fn();
    renderTab({ onExportChange });

    const row = await rowOf('Box Premium Monza');
    expect(within(row).getByText('box-premium-monza')).toBeInTheDocument();
    expect(within(row).getByText('Boxes Premium con balcón')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar el precio de Box Premium Monza' })).toHaveTextContent('$6,000,000 MXN');
    expect(within(row).getByText('Con descuento: $5,500,000 MXN')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar el área de Box Premium Monza' })).toHaveTextContent('60 m²');
    expect(within(row).getByText('30 de 30')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Producto activo: Box Premium Monza' })).toBeChecked();
    expect(within(await rowOf('Box Drift')).getByRole('switch')).not.toBeChecked();

    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'productos' })));
    const table = onExportChange.mock.lastCall?.[0] as CsvTable;
    expect(table.rows[1]).toEqual([monza.id, 'Box Premium Monza', 'box-premium-monza', 'Boxes Premium con balcón', '6000000.00', '5500000.00', 60, 30, 30, 'Sí']);
  });

  it('also accepts the list as one page of results', async () => {
    mockFetch({ 'GET /api/admin/product-types': { status: 200, body: { items: types, total: 3, page: 1, pageSize: 100 } } });
    renderTab();

    expect(await rowOf('Box Drift')).toBeInTheDocument();
  });

  it('saves a new price in whole pesos with Enter, says so and refreshes the inventory caches', async () => {
    const saved = { ...panamericana, basePriceCentavos: 11_500_000_00 };
    const calls = mockFetch({
      'GET /api/admin/product-types': [{ status: 200, body: types }, { status: 200, body: [saved, monza, drift] }],
      [`PATCH ${pricePath}`]: { status: 200, body: saved },
    });
    const { user, queryClient } = renderTab();
    const row = await rowOf('Box Premium Panamericana');
    // An investor-side list cached under 'inventory' (units, active prices) must be read again.
    queryClient().setQueryData(['inventory', 'units'], []);

    await user.click(within(row).getByRole('button', { name: 'Editar el precio de Box Premium Panamericana' }));
    const input = within(row).getByRole('spinbutton', { name: 'Precio de Box Premium Panamericana en pesos' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue(10_000_000);
    expect(input).toHaveAttribute('min', '10000');
    expect(input).toHaveAttribute('max', '500000000');
    await user.clear(input);
    await user.type(input, '11500000{Enter}');

    expect(await screen.findByText('Precio actualizado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', path: pricePath, body: { price: 11_500_000 } });
    const edit = within(row).getByRole('button', { name: 'Editar el precio de Box Premium Panamericana' });
    expect(edit).toHaveTextContent('$11,500,000 MXN');
    await waitFor(() => expect(edit).toHaveFocus());
    expect(queryClient().getQueryState(['inventory', 'units'])?.isInvalidated).toBe(true);
  });

  it('keeps the typed price and shows the server message when the save is refused', async () => {
    mockFetch({
      'GET /api/admin/product-types': { status: 200, body: types },
      [`PATCH ${pricePath}`]: {
        status: 400,
        body: { code: 'validation_failed', message: 'Revisa los datos', errors: [{ field: 'price', message: 'El precio no puede pasar de $500,000,000 MXN' }] },
      },
    });
    const { user } = renderTab();
    const row = await rowOf('Box Premium Panamericana');

    await user.click(within(row).getByRole('button', { name: /Editar el precio/ }));
    const input = within(row).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '12000000{Enter}');

    expect(await screen.findByText('No se pudo actualizar el precio')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos')).toBeInTheDocument();
    expect(input).toHaveValue(12_000_000);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('El precio no puede pasar de $500,000,000 MXN'));
  });

  it('puts the saved price back with Escape, without asking the server', async () => {
    const calls = mockFetch({ 'GET /api/admin/product-types': { status: 200, body: types } });
    const { user } = renderTab();
    const row = await rowOf('Box Premium Panamericana');

    await user.click(within(row).getByRole('button', { name: /Editar el precio/ }));
    await user.clear(within(row).getByRole('spinbutton'));
    await user.type(within(row).getByRole('spinbutton'), '999{Escape}');

    const edit = within(row).getByRole('button', { name: /Editar el precio/ });
    expect(edit).toHaveTextContent('$10,000,000 MXN');
    await waitFor(() => expect(edit).toHaveFocus());
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('closes an unchanged field without saving, even a seeded area outside today\'s bounds', async () => {
    const membership = { ...drift, id: 'm1', code: 'membresia-vitalicia', name: 'Membresía Vitalicia', category: 'membresias', areaM2: 0 };
    const calls = mockFetch({ 'GET /api/admin/product-types': { status: 200, body: [membership] } });
    const { user } = renderTab();
    const row = await rowOf('Membresía Vitalicia');

    await user.click(within(row).getByRole('button', { name: 'Editar el área de Membresía Vitalicia' }));
    await user.keyboard('{Enter}');

    expect(within(row).getByRole('button', { name: /Editar el área/ })).toHaveTextContent('0 m²');
    expect(within(row).getByText('Membresías Vitalicias')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('refuses a price out of bounds or with decimals before asking the server', async () => {
    const calls = mockFetch({ 'GET /api/admin/product-types': { status: 200, body: types } });
    const { user } = renderTab();
    const row = await rowOf('Box Premium Panamericana');

    await user.click(within(row).getByRole('button', { name: /Editar el precio/ }));
    const input = within(row).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '9999{Enter}');
    expect(within(row).getByText('Escribe un número entero de pesos entre $10,000 MXN y $500,000,000 MXN')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '15000.5{Enter}');
    expect(within(row).getByText(/Escribe un número entero de pesos/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves the area when the field is left, and keeps the value typed when it fails', async () => {
    const calls = mockFetch({
      'GET /api/admin/product-types': [{ status: 200, body: types }, { status: 200, body: [{ ...panamericana, areaM2: 65 }, monza, drift] }],
      [`PATCH ${areaPath}`]: [
        { status: 500, body: { code: 'internal_error', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' } },
        { status: 200, body: { ...panamericana, areaM2: 65 } },
      ],
    });
    const { user } = renderTab();
    const row = await rowOf('Box Premium Panamericana');

    await user.click(within(row).getByRole('button', { name: 'Editar el área de Box Premium Panamericana' }));
    const input = within(row).getByRole('spinbutton', { name: 'Área de Box Premium Panamericana en m²' });
    await user.clear(input);
    await user.type(input, '65');
    await user.tab();

    expect(await screen.findByText('No se pudo actualizar el área')).toBeInTheDocument();
    expect(input).toHaveValue(65);
    // Leaving the field again with the same refused value does not ask twice; Enter retries.
    await user.click(input);
    await user.tab();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    await user.click(input);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Área actualizada')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Editar el área/ })).toHaveTextContent('65 m²');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ area: 65 }, { area: 65 }]);
  });

  it('switches a product on, and back when the server refuses', async () => {
    let answer: (value: Answer) => void = () => undefined;
    let patches = 0;
    const calls = mockFetch({
      'GET /api/admin/product-types': [{ status: 200, body: types }, { status: 200, body: [panamericana, monza, { ...drift, isActive: true }] }],
      [`PATCH ${statusPath}`]: () =>
        (patches += 1) === 1 ? new Promise<Answer>((resolve) => (answer = resolve)) : { status: 200, body: { ...drift, isActive: true } },
    });
    const { user } = renderTab();
    const toggle = within(await rowOf('Box Drift')).getByRole('switch', { name: 'Producto activo: Box Drift' });

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(calls.at(-1)).toEqual({ method: 'PATCH', path: statusPath, body: { isActive: true } });
    answer({ status: 403, body: { code: 'forbidden', message: 'No tienes permiso para esta acción.' } });
    expect(await screen.findByText('No se pudo cambiar el estado del producto')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());

    await user.click(toggle);
    expect(await screen.findByText('Estado actualizado')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('shows an advisor the figures without editors or switches, and says why', async () => {
    mockFetch({ 'GET /api/admin/product-types': { status: 200, body: types } });
    renderTab({ canEdit: false });

    const row = await rowOf('Box Premium Panamericana');
    expect(within(row).getByText('$10,000,000 MXN')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(await rowOf('Box Drift')).getByText('Inactivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('Solo un administrador puede editar precios, áreas y el estado de los productos.')).toBeInTheDocument();
  });

  it('says when there are no product types, and offers a retry when they cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/product-types': [{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: [] }],
    });
    const { user } = renderTab();

    expect(await screen.findByText('No se pudo cargar la información de productos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay tipos de producto')).toBeInTheDocument();
  });

  it('shows placeholder rows while loading', () => {
    mockFetch({ 'GET /api/admin/product-types': () => new Promise<Answer>(() => undefined) });
    renderTab();

    expect(screen.getByRole('region', { name: 'Tipos de producto' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1);
    expect(screen.queryByText('Aún no hay tipos de producto')).not.toBeInTheDocument();
  });
});
