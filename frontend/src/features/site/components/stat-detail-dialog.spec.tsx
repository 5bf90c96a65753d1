import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LinkComponentsProvider } from '@/lib/navigation/app-link';
import { ROUTER_LINKS } from '@/lib/navigation/router-links';
import type { StatKey } from '../texts';
import { StatDetailDialog } from './stat-detail-dialog';
import { StatsStrip } from './stats-strip';

// The page composes the cards and the dialog as the landing route does.
function Harness({ onRequestInformation }: { onRequestInformation: () => void }) {
  const [stat, setStat] = useState<StatKey | null>(null);
  return (
    <>
      <StatsStrip onSelectStat={setStat} />
      <StatDetailDialog stat={stat} onClose={() => setStat(null)} onRequestInformation={onRequestInformation} />
    </>
  );
}

function renderPage() {
  const onRequestInformation = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Harness onRequestInformation={onRequestInformation} /> },
      { path: '/aplicar', element: <h1>Aplicar</h1> },
    ],
    { initialEntries: ['/'] },
  );
  // As in the app, where the router's links serve the landing's components (on the prerendered landing they are anchors).
  render(
    <LinkComponentsProvider components={ROUTER_LINKS}>
      <RouterProvider router={router} />
    </LinkComponentsProvider>,
  );
  return { user: userEvent.setup(), onRequestInformation, router };
}

describe('stat detail dialog (public-site.md §2.2, §4)', () => {
  it.each([
    [/Hectáreas/, 'Más de 40 hectáreas', 'Entrega', 'Cuarto trimestre de 2026'],
    [/Pistas especializadas/, 'Cinco pistas especializadas', 'Circuito principal', '3,902 m'],
    [/Socios exclusivos/, '150 socios exclusivos', 'Socios fundadores', '150 lugares'],
    [/Capacidad total/, 'Capacidad para 110,000 espectadores', 'Capacidad total', '110,000 espectadores'],
  ])('opens from the card %s with its title, the restricted image and its details', async (card, title, term, value) => {
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: card }));

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText('Imagen restringida')).toBeInTheDocument();
    expect(within(dialog).getByText('Disponible solo para socios con acceso exclusivo.')).toBeInTheDocument();
    const term_ = within(dialog).getByText(term, { selector: 'dt' });
    expect(term_.nextElementSibling).toHaveTextContent(value);
    expect(within(dialog).getByRole('link', { name: 'Aplica como Miembro' })).toHaveAttribute('href', '/aplicar');
  });

  it('Solicitar Información closes the dialog, gives focus back to the card, then asks for the information dialog once', async () => {
    const { user, onRequestInformation } = renderPage();
    const card = screen.getByRole('button', { name: /Pistas especializadas/ });

    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Cinco pistas especializadas' });
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar Información' }));

    await waitFor(() => expect(onRequestInformation).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('closes with the close icon and with Escape without asking for the information dialog', async () => {
    const { user, onRequestInformation } = renderPage();
    const card = screen.getByRole('button', { name: /Hectáreas/ });

    await user.click(card);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar detalle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Más de 40 hectáreas' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());

    expect(onRequestInformation).not.toHaveBeenCalled();
  });

  it('Aplica como Miembro goes to /aplicar and closes the dialog', async () => {
    const { user, router, onRequestInformation } = renderPage();

    await user.click(screen.getByRole('button', { name: /Socios exclusivos/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Aplica como Miembro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/aplicar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRequestInformation).not.toHaveBeenCalled();
  });
});
