import type { DeckSlide } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { DeckPage } from './deck-page';

// Test data of this file: the real slides exist only on the server.
const slides: DeckSlide[] = [
  { id: 'uno', eyebrow: 'Primera', title: 'Diapositiva de prueba uno', blocks: [{ type: 'paragraph', text: 'Texto uno' }] },
  {
    id: 'dos',
    eyebrow: 'Segunda',
    title: 'Diapositiva de prueba dos',
    blocks: [{ type: 'risks', items: [{ risk: 'Riesgo A', mitigation: 'Mitigar A', details: ['Detalle A1'] }] }],
  },
  {
    id: 'tres',
    eyebrow: 'Tercera',
    title: 'Diapositiva de prueba tres',
    blocks: [{ type: 'cta', label: 'Contratar ahora', href: '/partners', contactEmail: 'hola@example.mx' }],
  },
];

function renderPage() {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <DeckPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

const dot = (position: number) => screen.getByRole('button', { name: new RegExp(`^Ir a la diapositiva ${position}:`) });

beforeAll(() => {
  // jsdom does not scroll.
  Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
});
beforeEach(() => notify.dismissAll());

describe('gated services presentation (public-site.md §2.7, §4, §5)', () => {
  it('asks for the password and shows the toast of the spec when it is wrong', async () => {
    const calls = mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: false } },
      'POST /api/gates/deck/unlock': {
        status: 401,
        body: { code: 'wrong_password', message: 'Por favor verifica la contraseña e intenta de nuevo' },
      },
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Contraseña incorrecta')).toBeInTheDocument();
    expect(screen.getByText('Por favor verifica la contraseña e intenta de nuevo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(calls.filter((call) => call.path === '/api/deck/slides')).toEqual([]);
  });

  it('does not call the server without a password', async () => {
    const calls = mockFetch({ 'GET /api/gates/deck': { status: 200, body: { unlocked: false } } });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Ingresa la contraseña')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveFocus());
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('shows the message of a 429 answer as a toast', async () => {
    mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: false } },
      'POST /api/gates/deck/unlock': { status: 429, body: { code: 'too_many_requests', message: 'Demasiados intentos. Espera 15 minutos.' } },
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Demasiados intentos. Espera 15 minutos.')).toBeInTheDocument();
  });

  it('shows the slides from the API once unlocked, and moves between them with the dots and the arrow keys', async () => {
    const calls = mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: false } },
      'POST /api/gates/deck/unlock': { status: 200, body: { unlocked: true } },
      'GET /api/deck/slides': { status: 200, body: { slides } },
    });
    const user = renderPage();

    await user.type(await screen.findByLabelText('Contraseña'), 'correcta');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Diapositiva de prueba uno' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'correcta' });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await user.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // Keys pressed on the dots leave the focus there.
    await waitFor(() => expect(dot(3)).toHaveFocus());

    // Elsewhere, the focus follows to the slide shown, so Tab goes on from there.
    dot(3).blur();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Diapositiva de prueba dos' })).toHaveFocus());
  });

  it('opens and closes the details of a risk, and links the call to action and the contact address', async () => {
    mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: true } },
      'GET /api/deck/slides': { status: 200, body: { slides } },
    });
    const user = renderPage();

    const toggle = await screen.findByRole('button', { name: 'Ver detalles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Detalle A1')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar detalles');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();

    const lastSlide = screen.getByRole('region', { name: 'Diapositiva de prueba tres' });
    expect(within(lastSlide).getByRole('link', { name: 'Contratar ahora' })).toHaveAttribute('href', '/partners');
    expect(within(lastSlide).getByRole('link', { name: 'hola@example.mx' })).toHaveAttribute('href', 'mailto:hola@example.mx');
  });

  it('offers a retry when the slides cannot be loaded', async () => {
    mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: true } },
      'GET /api/deck/slides': [{ status: 503, body: { code: 'service_unavailable', message: 'x' } }, { status: 200, body: { slides } }],
    });
    const user = renderPage();

    expect(await screen.findByText('No se pudo cargar la presentación')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Diapositiva de prueba uno' })).toBeInTheDocument();
  });

  it('asks for the password again when the server refuses the slides (the unlock expired)', async () => {
    mockFetch({
      'GET /api/gates/deck': { status: 200, body: { unlocked: true } },
      'GET /api/deck/slides': { status: 403, body: { code: 'gate_locked', message: 'Ingresa la contraseña para ver este contenido.' } },
    });
    renderPage();

    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toBeInTheDocument());
  });
});
