import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { captureCampaignParams } from '@/lib/attribution';
import { createQueryClient } from '@/lib/react-query';
import { notify, Toaster } from '@/ui/toaster';
import { InformationRequestDialog } from './information-request-dialog';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

function jsonResponse(status: number, body: unknown): Response {
  // jsdom has no Response; the API client only reads these members.
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as unknown as Response;
}

function Harness() {
  const [queryClient] = useState(createQueryClient);
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={queryClient}>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir formulario
      </button>
      <InformationRequestDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  );
}

function renderDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  return { user, dialog: screen.getByRole('dialog', { name: 'Solicitar Información Exclusiva' }) };
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana López');
  await user.type(screen.getByLabelText('Email'), 'ana@example.mx');
  await user.type(screen.getByLabelText('Teléfono'), '33 1234 5678');
  await user.type(screen.getByLabelText('Ciudad y estado'), 'Zapopan, Jalisco');
  await user.selectOptions(screen.getByLabelText('Tipo de interés'), 'Inversionista potencial');
  await user.click(screen.getByRole('checkbox', { name: 'Boxes Premium con balcón' }));
  await user.click(screen.getByRole('checkbox', { name: 'Membresías Vitalicias' }));
  await user.selectOptions(screen.getByLabelText('¿Cómo te enteraste de nosotros?'), 'Redes sociales');
}

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

beforeEach(() => {
  // Sonner replays still-active toasts to a newly mounted Toaster.
  notify.dismissAll();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('information request dialog (public-site.md §2.3, §5, §8)', () => {
  it('shows the five field messages of the spec when submitted empty, and sends nothing', async () => {
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    for (const message of [
      'Nombre completo es requerido',
      'Email válido es requerido',
      'Teléfono válido es requerido',
      'Selecciona tu tipo de interés',
      'Selecciona al menos un producto',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('Nombre completo es requerido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the request with its campaign data, confirms it, then closes and resets the form', async () => {
    captureCampaignParams({ search: '?utm_source=google&utm_medium=&utm_campaign=preventa-2025', pathname: '/', host: 'cdm.example.mx' }, 'https://www.google.com/');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderDialog();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const pending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(pending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/information-request');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(sentBody()).toEqual({
      fullName: 'Ana López',
      email: 'ana@example.mx',
      phone: '33 1234 5678',
      cityState: 'Zapopan, Jalisco',
      interestType: 'inversionista',
      productsOfInterest: ['boxes-premium', 'membresias'],
      howHeardAbout: 'redes-sociales',
      // How the visitor arrived: the first visit and the latest from a campaign, both this one here.
      attribution: {
        firstTouch: { source: 'google', campaign: 'preventa-2025', referrerHost: 'www.google.com', landingPath: '/', at: expect.any(String) },
        lastTouch: { source: 'google', campaign: 'preventa-2025', referrerHost: 'www.google.com', landingPath: '/', at: expect.any(String) },
      },
    });

    answer(jsonResponse(201, { id: 'c0ffee00-0000-4000-8000-000000000001', submittedAt: '2025-05-01T12:00:00.000Z' }));

    expect(await screen.findByText('Solicitud Enviada')).toBeInTheDocument();
    expect(screen.getByText('Hemos recibido tu solicitud. Te contactaremos pronto.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Boxes Premium con balcón' })).not.toBeChecked();
  });

  it.each([
    [
      'the server answers with an error',
      () => fetchMock.mockResolvedValue(jsonResponse(500, { code: 'internal_error', message: 'Ocurrió un error inesperado.' })),
    ],
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('keeps the dialog open with what was typed when %s', async (_situation, arrange) => {
    arrange();
    const { user, dialog } = renderDialog();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Hubo un problema al enviar tu solicitud. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Ana López');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.mx');
    expect(within(dialog).getByRole('checkbox', { name: 'Membresías Vitalicias' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('shows the messages of a 400 answer on their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'Revisa los datos marcados e inténtalo de nuevo.',
        errors: [
          { field: 'email', message: 'Email válido es requerido' },
          { field: 'howHeardAbout', message: 'Selecciona una opción válida' },
        ],
      }),
    );
    const { user } = renderDialog();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Hubo un problema al enviar tu solicitud. Inténtalo de nuevo.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email válido es requerido');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('¿Cómo te enteraste de nosotros?')).toHaveAccessibleDescription(
      expect.stringContaining('Selecciona una opción válida'),
    );
  });

  it("shows the server's 429 message in the toast and keeps what was typed", async () => {
    const message = 'Recibimos demasiadas solicitudes desde tu conexión. Espera 1 minuto e inténtalo de nuevo.';
    fetchMock.mockResolvedValue(jsonResponse(429, { code: 'too_many_requests', message }));
    const { user } = renderDialog();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Solicitar Información Exclusiva' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana López');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.mx');
  });

  it('closes on Cancelar', async () => {
    const { user } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
