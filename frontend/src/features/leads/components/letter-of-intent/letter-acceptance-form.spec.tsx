import type { LetterOfIntentResponse } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { notify, Toaster } from '@/ui/toaster';
import { LetterAcceptanceForm } from './letter-acceptance-form';

const letter: LetterOfIntentResponse = {
  version: 'prueba',
  sha256: 'f'.repeat(64),
  title: 'Carta de Intención - Ciudad Deporte Motor ZMG',
  introduction: [],
  sections: [],
  confirmations: ['He leído y acepto los términos.', 'Cuento con la autorización.', 'Los datos son verídicos.'],
  text: 'texto',
  fileName: 'carta.txt',
  mediatorIdDocumentUrl: '/documentos/muestra.pdf',
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

type Sent = { name: FormDataEntryValue | null; email: FormDataEntryValue | null; file: File | null; letterSha256: FormDataEntryValue | null };

/** jsdom has no fetch: this one answers the letter submission with the given statuses, in order. */
function mockSubmission(statuses: number[]): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = init?.body as FormData;
    sent.push({ name: form.get('name'), email: form.get('email'), file: form.get('ineFile') as File | null, letterSha256: form.get('letterSha256') });
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)];
    const body = status === 201 ? { id: 'x', submittedAt: new Date().toISOString() } : { code: 'internal_error', message: 'Ocurrió un error inesperado.' };
    return { ok: status < 300, status, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

function Harness({ onAccepted }: { onAccepted: () => void }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LetterAcceptanceForm letter={letter} onAccepted={onAccepted} onStale={() => undefined} />
      <Toaster />
    </QueryClientProvider>
  );
}

function renderForm() {
  const onAccepted = jest.fn();
  const user = userEvent.setup();
  render(<Harness onAccepted={onAccepted} />);
  return { user, onAccepted };
}

const submitButton = () => screen.getByRole('button', { name: 'Aceptar Carta de Intención' });

beforeEach(() => {
  notify.dismissAll();
});

describe('Aceptar Carta de Intención (public-site.md §2.5, §5, §8)', () => {
  it('asks for every field and the INE with the toast of the spec, and sends nothing', async () => {
    const sent = mockSubmission([201]);
    const { user } = renderForm();

    await user.click(submitButton());

    expect(await screen.findByText('Campos requeridos')).toBeInTheDocument();
    expect(screen.getByText('Por favor completa todos los campos y adjunta tu INE')).toBeInTheDocument();
    expect(screen.getByText('Adjunta tu INE (imagen o PDF)')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed and the chosen file when the server fails, and sends them again as they are', async () => {
    const sent = mockSubmission([500, 201]);
    const { user, onAccepted } = renderForm();
    const file = new File([PNG], 'ine-frente.png', { type: 'image/png' });

    await user.type(screen.getByLabelText('Nombre completo del representante'), 'Valeria Ortiz');
    await user.type(screen.getByLabelText('Email'), 'valeria@example.mx');
    await user.upload(screen.getByLabelText('Identificación oficial (INE)'), file);
    await user.click(submitButton());

    expect(await screen.findByText('Hubo un problema al enviar tu carta de intención. Por favor intenta nuevamente.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo del representante')).toHaveValue('Valeria Ortiz');
    expect(screen.getByLabelText('Email')).toHaveValue('valeria@example.mx');
    expect(screen.getByText('ine-frente.png')).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();

    await user.click(submitButton());
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('¡Carta de intención aceptada!')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ name: 'Valeria Ortiz', email: 'valeria@example.mx', letterSha256: letter.sha256 });
    expect(sent[1].file?.name).toBe('ine-frente.png');
  });

  it('refuses by its bytes a file that is neither an image nor a PDF, before sending it', async () => {
    const sent = mockSubmission([201]);
    const { user } = renderForm();
    const disguised = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'ine.pdf', { type: 'application/pdf' });

    await user.type(screen.getByLabelText('Nombre completo del representante'), 'Valeria Ortiz');
    await user.type(screen.getByLabelText('Email'), 'valeria@example.mx');
    await user.upload(screen.getByLabelText('Identificación oficial (INE)'), disguised);

    expect(await screen.findByText('Tu INE debe ser una imagen (JPG, PNG o WebP) o un PDF.')).toBeInTheDocument();
    await user.click(submitButton());
    expect(sent).toHaveLength(0);
  });
});
