import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unitsFixture } from '../testing/fixtures';
import { MasterPlan } from './master-plan';
import { ModuleMap } from './module-map';

const units = unitsFixture({ A1P: 'reserved', A1M: 'blocked', A2P: 'sold', B1P: 'sold', C3M: 'reserved' });
const productTypes = [
  {
    id: 'pt-1',
    code: 'box-premium-panamericana',
    name: 'Box Premium Panamericana',
    category: 'box',
    basePriceCentavos: 10_000_000_00,
    discountPriceCentavos: null,
    areaM2: 60,
    totalUnits: 30,
    availableUnits: 27,
    isActive: true,
  },
];

function renderMap(onSelectUnit = jest.fn()) {
  render(<ModuleMap module="A" units={units} productTypes={productTypes} onSelectUnit={onSelectUnit} />);
  return { user: userEvent.setup(), onSelectUnit, plan: screen.getByRole('group', { name: 'Plano del nivel 1 del módulo A' }) };
}

describe('master plan and module map of the unit dialog (investor-portal.md §2.5)', () => {
  it('shows the six modules with their available, reserved (blocked included) and sold counts', async () => {
    const onSelectModule = jest.fn();
    render(<MasterPlan units={units} onSelectModule={onSelectModule} />);

    const modules = within(screen.getByRole('list', { name: 'Módulos del plan maestro' })).getAllByRole('button');
    expect(modules.map((module) => module.getAttribute('aria-label'))).toEqual([
      'Módulo A: 7 disponibles, 2 reservadas, 1 vendida, 30% comercializado',
      'Módulo B: 9 disponibles, 0 reservadas, 1 vendida, 10% comercializado',
      'Módulo C: 9 disponibles, 1 reservada, 0 vendidas, 10% comercializado',
      'Módulo D: 10 disponibles, 0 reservadas, 0 vendidas, 0% comercializado',
      'Módulo E: 10 disponibles, 0 reservadas, 0 vendidas, 0% comercializado',
      'Módulo F: 10 disponibles, 0 reservadas, 0 vendidas, 0% comercializado',
    ]);
    for (const line of ['7 disponibles', '2 reservadas', '1 vendida', '30% comercializado']) expect(modules[0]).toHaveTextContent(line);

    await userEvent.setup().click(modules[1]);
    expect(onSelectModule).toHaveBeenCalledWith('B');
  });

  it('draws the module with the 2,200 m² and 60 m² per box of level 1', () => {
    renderMap();
    expect(screen.getByText('Módulo A · Nivel 1 · 2,200 m² · 60 m² por box')).toBeInTheDocument();
  });

  it('lets only available units be chosen: they are buttons, the others are named images that ignore clicks', async () => {
    const { user, onSelectUnit, plan } = renderMap();

    const buttons = within(plan).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Unidad A2M, Box Premium Monza, disponible',
      'Unidad A3P, Box Premium Panamericana, disponible',
      'Unidad A3M, Box Premium Monza, disponible',
      'Unidad A4P, Box Premium Panamericana, disponible',
      'Unidad A4M, Box Premium Monza, disponible',
      'Unidad A5P, Box Premium Panamericana, disponible',
      'Unidad A5M, Box Premium Monza, disponible',
    ]);
    expect(within(plan).getByRole('img', { name: 'Unidad A1P, Box Premium Panamericana, reservada, no se puede elegir' })).toBeInTheDocument();
    expect(within(plan).getByRole('img', { name: 'Unidad A1M, Box Premium Monza, bloqueada, no se puede elegir' })).toBeInTheDocument();
    const sold = within(plan).getByRole('img', { name: 'Unidad A2P, Box Premium Panamericana, vendida, no se puede elegir' });

    await user.click(sold);
    expect(onSelectUnit).not.toHaveBeenCalled();

    await user.click(within(plan).getByRole('button', { name: /A3P/ }));
    expect(onSelectUnit).toHaveBeenCalledWith(expect.objectContaining({ unitCode: 'A3P', status: 'available' }));
  });

  it('marks each status with a letter besides the colour, and explains them in a legend', () => {
    const { plan } = renderMap();
    const letters = within(plan)
      .getAllByRole('img')
      .concat(within(plan).getAllByRole('button'))
      .map((marker) => [marker.getAttribute('data-status'), marker.querySelectorAll('text')[1]?.textContent]);
    expect(new Set(letters.map(([status, letter]) => `${status}:${letter}`))).toEqual(new Set(['reserved:R', 'blocked:R', 'sold:V', 'available:D']));
    const legend = screen.getByRole('list', { name: 'Simbología' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DDisponible (D)',
      'RReservada o bloqueada (R)',
      'VVendida (V)',
    ]);
  });

  it('chooses an available unit with the keyboard (Tab, then Enter or Space)', async () => {
    const { user, onSelectUnit, plan } = renderMap();

    await user.tab();
    await waitFor(() => expect(within(plan).getByRole('button', { name: /A2M/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelectUnit).toHaveBeenLastCalledWith(expect.objectContaining({ unitCode: 'A2M' }));

    await user.tab();
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onSelectUnit).toHaveBeenLastCalledWith(expect.objectContaining({ unitCode: 'A3P' }));
    expect(onSelectUnit).toHaveBeenCalledTimes(2);
  });
});
