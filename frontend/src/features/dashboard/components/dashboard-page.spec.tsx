import type { MyReservation, ProductTypeView, UnitView, UserReferralCodeResponse } from '@cdm/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { DEFAULT_TAB, isDashboardTab } from '../dashboard-tabs';
import type { Remote } from '../figures';
import { failed, loaded, loading, productTypesFixture, reservationFixture, unitsFixture } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

type Data = {
  units?: Remote<UnitView[]>;
  reservations?: Remote<MyReservation[]>;
  productTypes?: Remote<ProductTypeView[]>;
  referral?: Remote<UserReferralCodeResponse>;
};

const referralFixture = (stats: Partial<UserReferralCodeResponse['stats']> = {}): UserReferralCodeResponse => ({
  referralCode: 'CDM-AB12-CD34',
  stats: {
    totalReferrals: 3,
    convertedReferrals: 1,
    accumulatedCreditCentavos: 250_000_00,
    isValidated: true,
    reservationAmountCentavos: 100_000_00,
    activationThresholdCentavos: 100_000_00,
    ...stats,
  },
});

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom does not implement scrolling.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => scrollIntoView.mockClear());

function renderDashboard(path: string, data: Data = {}) {
  const units = data.units ?? loaded(unitsFixture({ A1P: 'reserved', A1M: 'sold', B1P: 'blocked' }));
  const reservations = data.reservations ?? loaded([reservationFixture()]);
  const productTypes = data.productTypes ?? loaded(productTypesFixture({ 'box-premium-panamericana': { availableUnits: 20 }, 'box-premium-monza': { availableUnits: 17 } }));
  const referral = data.referral ?? loaded(referralFixture());

  function Screen() {
    const { tab } = useParams();
    return (
      <DashboardPage
        investorName="Ana López"
        tab={isDashboardTab(tab) ? tab : DEFAULT_TAB}
        tabInUrl={tab !== undefined}
        units={units}
        reservations={reservations}
        productTypes={productTypes}
        referral={referral}
        garageList={<p>Lista de reservaciones</p>}
        unitMap={<button type="button">Ver mapa de unidades</button>}
        financingCalculator={<p>Calculadora</p>}
        referralProgram={<p>Programa de referidos</p>}
      />
    );
  }

  const router = createMemoryRouter([{ path: '/dashboard/:tab?', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup(), units, reservations, productTypes };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
const panel = (title: string) => screen.getByRole('region', { name: title });

describe('investor dashboard (investor-portal.md §2.4)', () => {
  it('welcomes the investor with the hero, the project information and the four benefits', () => {
    renderDashboard('/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido al Club, Ana López' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar Unidades' })).toHaveAttribute('href', '/dashboard/unidades');
    expect(screen.getByRole('link', { name: 'Ver Avance del Proyecto' })).toHaveAttribute('href', '/dashboard/avance');
    const info = screen.getByRole('region', { name: 'Información del Proyecto' });
    expect(within(info).getByText('$725M MXN')).toBeInTheDocument();
    expect(within(info).getByText('110,000 espectadores')).toBeInTheDocument();
    expect(within(info).getByText('Más de 40 hectáreas')).toBeInTheDocument();
    const benefits = within(screen.getByRole('region', { name: 'Beneficios de tu Inversión' })).getAllByRole('heading', { level: 3 });
    expect(benefits.map((heading) => heading.textContent)).toEqual(['ROI 2X proyectado', 'Inversión segura', 'Exclusividad VIP', 'Liquidez por reventa']);
  });

  it('shows my investment in millions from the confirmed reservations, the live units available, my referrals and ROI 2X', () => {
    renderDashboard('/dashboard', {
      reservations: loaded([
        reservationFixture({ id: 'a', status: 'active', totalAmountCentavos: 850_000_000 }),
        reservationFixture({ id: 'b', unitCode: 'B2M', status: 'pending', totalAmountCentavos: 510_000_000, reservationDepositPaid: false }),
      ]),
    });

    expect(within(stat('Mi inversión')).getByText('$8.5M MXN')).toBeInTheDocument();
    expect(within(stat('Unidades disponibles')).getByText('57/60')).toHaveAttribute('aria-hidden', 'true');
    expect(within(stat('Unidades disponibles')).getByText('57 de 60')).toHaveClass('sr-only');
    expect(within(stat('Mis referidos')).getByText('3')).toBeInTheDocument();
    expect(within(stat('Mis referidos')).getByText('1 convertido')).toBeInTheDocument();
    expect(within(stat('ROI proyectado')).getByText('2X')).toBeInTheDocument();
  });

  it('says when the figures are loading or could not be loaded', () => {
    renderDashboard('/dashboard', { units: loading(), reservations: failed(), referral: failed() });

    expect(within(stat('Unidades disponibles')).getByText('Cargando…')).toBeInTheDocument();
    expect(within(stat('Mis referidos')).getByText('No se pudo cargar')).toBeInTheDocument();
    expect(within(stat('Mi inversión')).getByText('No se pudo cargar')).toBeInTheDocument();
    expect(within(stat('Mi inversión')).getByText('No disponible')).toBeInTheDocument();
  });

  it('gives every tab its own URL, marks the current one and scrolls the tab into view when it changes', async () => {
    const { router, user } = renderDashboard('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Secciones del portal' });
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Portafolio', '/dashboard/portafolio'],
      ['Mi Garage', '/dashboard/garage'],
      ['Plan Maestro', '/dashboard/plan-maestro'],
      ['Seleccionar Unidades', '/dashboard/unidades'],
      ['Financiamiento', '/dashboard/financiamiento'],
      ['Referidos', '/dashboard/referidos'],
      ['Avance', '/dashboard/avance'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Portafolio' })).toHaveAttribute('aria-current', 'page');
    // Arriving at /dashboard leaves the page at its top.
    expect(scrollIntoView).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('link', { name: 'Financiamiento' }));

    expect(router.state.location.pathname).toBe('/dashboard/financiamiento');
    expect(within(nav).getByRole('link', { name: 'Financiamiento' })).toHaveAttribute('aria-current', 'page');
    expect(panel('Financiamiento')).toHaveTextContent('Calculadora');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Financiamiento · Mi panel | Ciudad Deporte Motor ZMG');
  });

  it('opens at the tab named by the URL, as after a reload, and scrolls it into view', () => {
    renderDashboard('/dashboard/referidos');

    expect(panel('Referidos')).toHaveTextContent('Programa de referidos');
    expect(within(screen.getByRole('navigation', { name: 'Secciones del portal' })).getByRole('link', { name: 'Referidos' })).toHaveAttribute('aria-current', 'page');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  describe('portfolio', () => {
    it('lists the units held, confirmed and awaiting deposit, with the invested total', () => {
      renderDashboard('/dashboard/portafolio', {
        reservations: loaded([
          reservationFixture({ id: 'a', unitCode: 'A1P', status: 'active' }),
          reservationFixture({ id: 'b', unitCode: 'B2M', productType: 'box-premium-monza', status: 'blocked', totalAmountCentavos: 510_000_000 }),
          reservationFixture({ id: 'c', unitCode: 'C1P', status: 'expired' }),
        ]),
      });
      const tab = panel('Mi Portafolio');

      const items = within(within(tab).getByRole('list', { name: 'Unidades de mi portafolio' })).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Unidad A1P · Box Premium Panamericana',
        'Unidad B2M · Box Premium Monza',
      ]);
      expect(within(items[0]).getByText('Activa')).toBeInTheDocument();
      expect(within(items[0]).getByText('Precio de lista').nextElementSibling).toHaveTextContent('$10,000,000 MXN');
      expect(within(items[0]).getByText('Precio con descuento (15%)').nextElementSibling).toHaveTextContent('$8,500,000 MXN');
      expect(within(items[1]).getByText('Pendiente de Pago')).toBeInTheDocument();
      expect(within(tab).getByText('Inversión confirmada').nextElementSibling).toHaveTextContent('$8.5M MXN');
      expect(within(tab).getByText('Por confirmar').nextElementSibling).toHaveTextContent('1');
      expect(within(tab).getByRole('link', { name: 'Ver detalle en Mi Garage' })).toHaveAttribute('href', '/dashboard/garage');
    });

    it('shows an empty state with a button to the units when nothing is invested', () => {
      renderDashboard('/dashboard/portafolio', { reservations: loaded([reservationFixture({ status: 'expired' })]) });

      const tab = panel('Mi Portafolio');
      expect(within(tab).getByText('Aún no tienes inversiones')).toBeInTheDocument();
      expect(within(tab).getByRole('link', { name: 'Explorar Unidades' })).toHaveAttribute('href', '/dashboard/unidades');
    });

    it('shows the loading state, then the error with a retry', async () => {
      const reservations = failed<MyReservation[]>();
      const { user } = renderDashboard('/dashboard/portafolio', { reservations });

      expect(within(panel('Mi Portafolio')).getByRole('alert')).toHaveTextContent('No se pudo cargar tu portafolio.');
      await user.click(within(panel('Mi Portafolio')).getByRole('button', { name: 'Reintentar' }));
      expect(reservations.refetch).toHaveBeenCalled();
    });

    it('says it is loading', () => {
      renderDashboard('/dashboard/portafolio', { reservations: loading() });
      expect(within(panel('Mi Portafolio')).getByRole('status')).toHaveTextContent('Cargando tu portafolio…');
    });
  });

  describe('garage', () => {
    it('shows the reservations list of the reservations context', () => {
      renderDashboard('/dashboard/garage');
      expect(panel('Mi Garage')).toHaveTextContent('Lista de reservaciones');
    });

    it('leads an empty garage to the units', () => {
      renderDashboard('/dashboard/garage', { reservations: loaded([]) });
      const tab = panel('Mi Garage');
      expect(within(tab).getByText('Tu garage está vacío')).toBeInTheDocument();
      expect(within(tab).getByRole('link', { name: 'Explorar Unidades' })).toHaveAttribute('href', '/dashboard/unidades');
      expect(tab).not.toHaveTextContent('Lista de reservaciones');
    });
  });

  describe('master plan', () => {
    it('shows the figures, the plan image, the modules and the live unit distribution', () => {
      renderDashboard('/dashboard/plan-maestro');
      const tab = panel('Plan Maestro');

      const figures = within(within(tab).getByLabelText('Cifras del plan maestro')).getAllByRole('term');
      expect(figures.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
        'Superficie: Más de 40 ha',
        'Módulos de tribuna: 6',
        'Área de tribuna: 13,200 m²',
        'Capacidad: 110,000',
      ]);
      const image = within(tab).getByRole('img', { name: /Plano ilustrado del plan maestro/ });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '720');
      expect(within(tab).getByText('Área de palcos por módulo').nextElementSibling).toHaveTextContent('1,270 m²');
      expect(within(tab).getByText('Área total de palcos').nextElementSibling).toHaveTextContent('7,620 m²');
      expect(within(tab).getByText('Área total de módulos').nextElementSibling).toHaveTextContent('13,200 m²');

      const table = within(tab).getByRole('table', { name: 'Distribución de unidades' });
      const moduleA = within(table).getByRole('row', { name: /Módulo A/ });
      expect(within(moduleA).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '5', '8', '10']);
      const total = within(table).getByRole('row', { name: /^Total/ });
      expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['30', '30', '57', '60']);
    });

    it('opens each of the five tracks in a dialog with its figures', async () => {
      const { user } = renderDashboard('/dashboard/plan-maestro');
      const buttons = within(panel('Plan Maestro')).getAllByRole('button', { name: /^Ver detalles de / });
      expect(buttons).toHaveLength(5);

      await user.click(within(panel('Plan Maestro')).getByRole('button', { name: 'Ver detalles de Circuito Principal' }));
      const dialog = await screen.findByRole('dialog', { name: 'Circuito Principal' });
      expect(within(dialog).getByText('3,902 m')).toBeInTheDocument();
      expect(within(dialog).getByText('50,000 espectadores')).toBeInTheDocument();
      expect(within(dialog).getAllByText('NASCAR / GT').length).toBeGreaterThan(0);
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

      await user.click(screen.getByRole('button', { name: 'Ver detalles de Pista de Arrancones' }));
      const drag = await screen.findByRole('dialog', { name: 'Pista de Arrancones' });
      expect(within(drag).getByText('857 m')).toBeInTheDocument();
      expect(within(drag).getByText('12,000 espectadores')).toBeInTheDocument();
    });

    it('says when the distribution is loading or failed', () => {
      renderDashboard('/dashboard/plan-maestro', { units: failed() });
      expect(within(panel('Plan Maestro')).getByRole('alert')).toHaveTextContent('No se pudo cargar la distribución de unidades.');
    });
  });

  describe('select units', () => {
    const card = (title: string) => screen.getByRole('listitem', { name: title });

    it('shows each product with its live availability, price, area, location and features, and the unit map', () => {
      renderDashboard('/dashboard/unidades');
      const tab = panel('Seleccionar Unidades');

      expect(within(tab).getByRole('button', { name: 'Ver mapa de unidades' })).toBeInTheDocument();
      const premium = card('Boxes Premium');
      expect(within(premium).getByText('Disponibles').nextElementSibling).toHaveTextContent('37 de 60');
      expect(within(premium).getByText('Precio').nextElementSibling).toHaveTextContent('Desde $6,000,000 MXN');
      expect(within(premium).getByText('Superficie').nextElementSibling).toHaveTextContent('60 m²');
      expect(within(premium).getByText('Ubicación').nextElementSibling).toHaveTextContent('Tribuna del circuito principal, módulos A–F');
      const karts = card('Boxes de Karts');
      expect(within(karts).getByText('Disponibles').nextElementSibling).toHaveTextContent('24 de 30');
      expect(within(karts).getByText('Precio').nextElementSibling).toHaveTextContent('$2,500,000 MXN');
      expect(within(card('Lotes Residenciales')).getByText('Superficie').nextElementSibling).toHaveTextContent('500 m²');
      expect(within(card('Boxes Off-Road / Drift')).getByText('Precio').nextElementSibling).toHaveTextContent('$2,000,000 MXN');
    });

    it('opens the premium plans with 3 slides and the kart plans with 2, moved with the dots', async () => {
      const { user } = renderDashboard('/dashboard/unidades');

      await user.click(within(card('Boxes Premium')).getByRole('button', { name: 'Ver planos de Boxes Premium' }));
      const dialog = await screen.findByRole('dialog', { name: 'Planos arquitectónicos · Boxes Premium' });
      const dots = within(within(dialog).getByRole('group', { name: 'Elegir lámina' })).getAllByRole('button');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Ir a la lámina 1 de 3', 'Ir a la lámina 2 de 3', 'Ir a la lámina 3 de 3']);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      expect(within(dialog).getByRole('group', { name: 'Lámina 1 de 3: Planta del módulo' })).toBeInTheDocument();

      await user.click(dots[1]);
      expect(dots[1]).toHaveAttribute('aria-current', 'true');
      expect(dots[0]).not.toHaveAttribute('aria-current');
      expect(within(dialog).getByRole('group', { name: 'Lámina 2 de 3: Planta del box tipo' })).toBeInTheDocument();
      expect(within(dialog).getByText(/Box de 60 m² con sala/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

      await user.click(within(card('Boxes de Karts')).getByRole('button', { name: 'Ver planos de Boxes de Karts' }));
      const kartDialog = await screen.findByRole('dialog', { name: 'Planos arquitectónicos · Boxes de Karts' });
      expect(within(within(kartDialog).getByRole('group', { name: 'Elegir lámina' })).getAllByRole('button')).toHaveLength(2);
      expect(within(kartDialog).getByText(/Box de 45 m²/)).toBeInTheDocument();
    });

    it("answers 'coming soon' for drift boxes and lots", async () => {
      const { user } = renderDashboard('/dashboard/unidades');

      await user.click(within(card('Lotes Residenciales')).getByRole('button', { name: 'Ver planos de Lotes Residenciales' }));

      expect(within(card('Lotes Residenciales')).getByRole('status')).toHaveTextContent('Próximamente. Lotes Residenciales estarán disponibles muy pronto.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(card('Boxes Off-Road / Drift')).getByText('Próximamente')).toBeInTheDocument();
    });

    it.each([
      ['loading', loading<ProductTypeView[]>(), 'status', 'Cargando productos…'],
      ['failed', failed<ProductTypeView[]>(), 'alert', 'No se pudieron cargar los productos.'],
    ] as const)('says when the products are %s', (_state, productTypes, role, message) => {
      renderDashboard('/dashboard/unidades', { productTypes });
      expect(within(panel('Seleccionar Unidades')).getByRole(role)).toHaveTextContent(message);
    });

    it('says when nothing is on sale', () => {
      renderDashboard('/dashboard/unidades', { productTypes: loaded([]) });
      expect(panel('Seleccionar Unidades')).toHaveTextContent('Aún no hay productos a la venta.');
    });
  });

  describe('progress', () => {
    it('shows the timeline with its states, the tracks, a gallery of 6 and the additional opportunities', () => {
      renderDashboard('/dashboard/avance', { productTypes: loaded(productTypesFixture({ 'membresia-vitalicia': { basePriceCentavos: 1_200_000_00 } })) });
      const tab = panel('Avance del Proyecto');

      const phases = within(within(tab).getByRole('region', { name: 'Línea de tiempo' })).getAllByRole('listitem');
      expect(phases.map((phase) => phase.textContent)).toEqual([
        expect.stringMatching(/^Adquisición del terreno4T 2024Completado/),
        expect.stringMatching(/^Diseño y permisos1T 2025En progreso/),
        expect.stringMatching(/^Construcción inicial2T 2025Próximo/),
        expect.stringMatching(/^Inauguración4T 2026Programado/),
      ]);
      expect(within(within(tab).getByRole('region', { name: 'Detalle de las pistas' })).getAllByRole('listitem')).toHaveLength(5);
      const images = within(within(tab).getByRole('region', { name: 'Galería' })).getAllByRole('img');
      expect(images).toHaveLength(6);
      for (const image of images) {
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width', '800');
        expect(image.getAttribute('src')).toMatch(/^\/images\/portal\/avance\/[a-z]+\.svg$/);
      }
      const opportunities = within(tab).getByRole('region', { name: 'Oportunidades adicionales' });
      expect(opportunities).toHaveTextContent('Membresías Vitalicias');
      expect(opportunities).toHaveTextContent('$1,200,000 MXN');
      expect(opportunities).toHaveTextContent('Desde $500,000 MXN');
    });
  });
});
