import type { ProductTypeView } from '@cdm/contracts';
import { paymentPlan, PRODUCT_TYPE_SEED, SETTING_DEFAULTS } from '@cdm/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatPesos } from '@/lib/format';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer, type FetchCall } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { unitsFixture } from '../testing/fixtures';
import { FinancingCalculator } from './financing-calculator';

const MONZA_LIVE_PRICE = 6_500_000_00;

function productTypes(): ProductTypeView[] {
  return PRODUCT_TYPE_SEED.map((seed, index) => ({
    id: `pt-${index}`,
    code: seed.code,
    name: seed.name,
    category: seed.category,
    basePriceCentavos: seed.code === 'box-premium-monza' ? MONZA_LIVE_PRICE : seed.basePriceCentavos,
    discountPriceCentavos: null,
    areaM2: seed.areaM2,
    totalUnits: seed.totalUnits,
    availableUnits: seed.availableUnits,
    isActive: true,
  }));
}

type Routes = Record<string, Answer | Answer[] | ((call: FetchCall) => Answer)>;

function renderCalculator(routes: Routes = {}) {
  const calls = mockFetch({
    'GET /api/product-types/active': { status: 200, body: productTypes() },
    'GET /api/units': { status: 200, body: unitsFixture({ A1P: 'sold', A2P: 'reserved' }) },
    'POST /api/send-quotation-email': { status: 200, body: { sent: true } },
    ...routes,
  });
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <FinancingCalculator />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), calls };
}

const downSlider = () => screen.getByRole('slider', { name: 'Enganche' });
const finalSlider = () => screen.getByRole('slider', { name: 'Pago final' });
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

/** The rows the calculator shows, computed here with the domain's own function. */
function expectFigures(basePriceCentavos: number, downPaymentPercent: number, finalPaymentPercent: number, termMonths: number) {
  const plan = paymentPlan({ basePriceCentavos, downPaymentPercent, finalPaymentPercent, termMonths, annualInterestBasisPoints: SETTING_DEFAULTS.annualInterestBasisPoints });
  expect(figure('Precio de lista')).toBe(formatPesos(plan.basePriceCentavos));
  expect(figure('Precio con descuento')).toBe(formatPesos(plan.totalAmountCentavos));
  expect(figure(`Enganche (${downPaymentPercent}%)`)).toBe(formatPesos(plan.downPaymentCentavos));
  expect(screen.getByTestId('monthly-payment')).toHaveTextContent(formatPesos(plan.monthlyPaymentCentavos));
  expect(screen.getByText(`Mensualidades (${plan.monthlyPaymentPercent}%): ${termMonths} pagos de`)).toBeInTheDocument();
  expect(figure(`Pago final (${finalPaymentPercent}%)`)).toBe(formatPesos(plan.finalPaymentCentavos));
  expect(figure('Pago final con intereses')).toBe(formatPesos(plan.finalPaymentWithInterestCentavos));
  expect(figure('Total a pagar')).toBe(formatPesos(plan.totalPaymentCentavos));
}

beforeEach(() => notify.dismissAll());

describe('dashboard payment plan calculator (investor-portal.md §2.4 financing, §4 "Calculator sliders", §9)', () => {
  it('starts at 40 / 40 with a 24-month term on the live price of a Panamericana box', async () => {
    renderCalculator();

    expect(await screen.findByLabelText('Producto')).toHaveValue('box-premium-panamericana');
    expect(downSlider()).toHaveValue('40');
    expect(finalSlider()).toHaveValue('40');
    expect(screen.getByLabelText('Plazo')).toHaveValue('24');
    expect(screen.getByTestId('monthly-share')).toHaveTextContent('20%');
    expectFigures(10_000_000_00, 40, 40, 24);
  });

  it('caps down plus final payment at 100, so the monthly share may be 0', async () => {
    renderCalculator();
    await screen.findByLabelText('Producto');

    fireEvent.change(downSlider(), { target: { value: '60' } });
    expect(downSlider()).toHaveValue('60');
    expect(finalSlider()).toHaveValue('40');
    expect(screen.getByTestId('monthly-share')).toHaveTextContent('0%');
    expect(screen.getByText('El enganche y el pago final suman como máximo 100%; el resto se paga en mensualidades.')).toBeInTheDocument();

    fireEvent.change(downSlider(), { target: { value: '90' } });
    expect(downSlider()).toHaveValue('90');
    expect(finalSlider()).toHaveValue('10');

    fireEvent.change(finalSlider(), { target: { value: '90' } });
    expect(finalSlider()).toHaveValue('90');
    expect(downSlider()).toHaveValue('10');
    expectFigures(10_000_000_00, 10, 90, 24);
  });

  it('shows the same figures as the domain function for other products, shares and terms', async () => {
    const { user } = renderCalculator();
    await screen.findByLabelText('Producto');

    await user.selectOptions(screen.getByLabelText('Producto'), 'box-premium-monza');
    fireEvent.change(downSlider(), { target: { value: '50' } });
    fireEvent.change(finalSlider(), { target: { value: '30' } });
    await user.selectOptions(screen.getByLabelText('Plazo'), '48 meses');
    expectFigures(MONZA_LIVE_PRICE, 50, 30, 48);

    await user.selectOptions(screen.getByLabelText('Producto'), 'lote-residencial');
    fireEvent.change(downSlider(), { target: { value: '25' } });
    await user.selectOptions(screen.getByLabelText('Plazo'), '12 meses');
    expect(screen.getByLabelText('Producto')).toHaveValue('lote-residencial');
    expectFigures(5_000_000_00, 25, 30, 12);
  });

  it('names every product of the calculator with its live price, and falls back to the catalogue when the price list fails', async () => {
    renderCalculator({ 'GET /api/product-types/active': { status: 500, body: { code: 'internal_error', message: 'x' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los precios vigentes; el cálculo usa los precios de referencia.');
    const options = Array.from((screen.getByLabelText('Producto') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual([
      'Box Premium Panamericana · $10,000,000 MXN',
      'Box Premium Monza · $6,000,000 MXN',
      'Box de Karts · $2,500,000 MXN',
      'Box Off-Road / Drift · $2,000,000 MXN',
      'Lote Residencial · $5,000,000 MXN',
    ]);
    expectFigures(10_000_000_00, 40, 40, 24);
  });

  it('emails the quotation of an available unit of the chosen type with the plan', async () => {
    const { user, calls } = renderCalculator();
    await screen.findByLabelText('Producto');

    // A1P is sold and A2P reserved: the first Panamericana that can be quoted is A3P.
    expect(await screen.findByLabelText('Unidad a cotizar')).toHaveValue('A3P');
    await user.selectOptions(screen.getByLabelText('Unidad a cotizar'), 'B1P');
    fireEvent.change(finalSlider(), { target: { value: '30' } });
    await user.click(screen.getByRole('button', { name: 'Enviarme esta cotización' }));

    expect(await screen.findByText('Correo enviado')).toBeInTheDocument();
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      paymentPlan: { unitCode: 'B1P', downPaymentPercent: 40, finalPaymentPercent: 30, termMonths: 24, paymentDay: 15, downPaymentScheduledDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  it('says why a quotation cannot be emailed: over 90 % together, or a product that is not a unit of the map', async () => {
    const { user, calls } = renderCalculator();
    await screen.findByLabelText('Unidad a cotizar');

    fireEvent.change(downSlider(), { target: { value: '60' } });
    const send = screen.getByRole('button', { name: 'Enviarme esta cotización' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(expect.stringContaining('deben sumar como máximo 90%'));

    fireEvent.change(downSlider(), { target: { value: '50' } });
    await waitFor(() => expect(send).toBeEnabled());

    await user.selectOptions(screen.getByLabelText('Producto'), 'box-karts');
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(expect.stringContaining('Por ahora la cotización por correo es para boxes premium'));
    expect(screen.queryByLabelText('Unidad a cotizar')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server refusal of a quotation', async () => {
    const { user } = renderCalculator({ 'POST /api/send-quotation-email': { status: 409, body: { code: 'unit_not_available', message: 'La unidad A3P no está disponible.' } } });
    await screen.findByLabelText('Unidad a cotizar');

    await user.click(screen.getByRole('button', { name: 'Enviarme esta cotización' }));

    expect(await screen.findByText('No se pudo enviar la cotización')).toBeInTheDocument();
    expect(screen.getByText('La unidad A3P no está disponible.')).toBeInTheDocument();
  });
});
