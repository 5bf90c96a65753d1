import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { currentPartner, partnerDetail } from '../testing/fixtures';
import { RecordPaymentForm } from './record-payment-form';

const PAYMENTS = `POST /api/admin/partners/${currentPartner.id}/payments`;
const PDF = new Uint8Array([...'%PDF-1.7\n%%EOF\n'].map((char) => char.charCodeAt(0)));
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
const TEN_MB = 10 * 1024 * 1024;

const saved = partnerDetail(currentPartner, {
  payments: [{ id: 'p1', amountCentavos: 1_500_00, paidOn: '2026-11-20', method: 'deposito', reference: 'DEP-9', recordedBy: 'Admin', createdAt: '2026-11-20T18:00:00.000Z', hasProof: true }],
});

/**
 * The shared fetch stand-in reads bodies as JSON; a multipart body is kept here as the FormData
 * it is (or null for a JSON body), one entry per request, and the stand-in answers as usual.
 */
function recordPayments(answers: Answer[]): Array<FormData | null> {
  mockFetch({ [PAYMENTS]: answers });
  const bodies: Array<FormData | null> = [];
  const answer = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const isForm = init?.body instanceof FormData;
    bodies.push(isForm ? (init.body as FormData) : null);
    return answer(input, isForm ? { ...init, body: undefined } : init);
  }) as typeof fetch;
  return bodies;
}

function renderForm() {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <RecordPaymentForm partnerId={currentPartner.id} />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Registrar pago' });
  return { user, form };
}

async function fillPayment(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Monto (pesos)'), '1500');
  const date = within(form).getByLabelText('Fecha de pago');
  await user.clear(date);
  await user.type(date, '2026-11-20');
  await user.selectOptions(within(form).getByLabelText('Método de pago'), 'Depósito bancario');
  await user.type(within(form).getByLabelText('Referencia'), 'DEP-9');
}

function expectValuesKept(form: HTMLElement, fileName: string) {
  expect(within(form).getByLabelText('Monto (pesos)')).toHaveValue('1500');
  expect(within(form).getByLabelText('Fecha de pago')).toHaveValue('2026-11-20');
  expect(within(form).getByLabelText('Método de pago')).toHaveValue('deposito');
  expect(within(form).getByLabelText('Referencia')).toHaveValue('DEP-9');
  expect(within(form).getByText(fileName)).toBeInTheDocument();
}

const proofInput = (form: HTMLElement) => within(form).getByLabelText('Comprobante (opcional)');
const submit = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) => user.click(within(form).getByRole('button', { name: 'Registrar pago' }));

beforeEach(() => notify.dismissAll());

describe('Registrar pago: the optional proof file', () => {
  it('offers the accepted types with the note of the spec', () => {
    const { form } = renderForm();
    expect(proofInput(form)).toHaveAttribute('type', 'file');
    expect(proofInput(form)).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(proofInput(form)).not.toBeRequired();
    expect(proofInput(form)).toHaveAccessibleDescription('PDF, JPG, PNG o WebP, hasta 10 MB.');
  });

  it('refuses a file over 10 MB before sending, and keeps what was typed and the file', async () => {
    const bodies = recordPayments([{ status: 201, body: saved }]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    await user.upload(proofInput(form), new File([PDF, new Uint8Array(TEN_MB + 1 - PDF.length)], 'estado-de-cuenta.pdf', { type: 'application/pdf' }));

    expect(await within(form).findByText('El comprobante no puede pesar más de 10 MB.')).toBeInTheDocument();
    await submit(user, form);
    expect(proofInput(form)).toHaveAccessibleDescription(/El comprobante no puede pesar más de 10 MB\./);
    await waitFor(() => expect(proofInput(form)).toHaveFocus());
    expect(bodies).toHaveLength(0);
    expectValuesKept(form, 'estado-de-cuenta.pdf');
  });

  it('refuses a file that is not a PDF or an image by its bytes, whatever its name, and keeps everything', async () => {
    const bodies = recordPayments([{ status: 201, body: saved }]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    await user.upload(proofInput(form), new File([EXECUTABLE], 'recibo.pdf', { type: 'application/pdf' }));

    await submit(user, form);
    expect(await within(form).findByText('El comprobante debe ser PDF, JPG, PNG o WebP.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expectValuesKept(form, 'recibo.pdf');
  });

  it('sends the payment and its proof as a multipart form, then clears the form', async () => {
    const bodies = recordPayments([{ status: 201, body: saved }]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    const proof = new File([PDF], 'transferencia.pdf', { type: 'application/pdf' });
    await user.upload(proofInput(form), proof);
    await submit(user, form);

    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0] as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      amountCentavos: '150000',
      paidOn: '2026-11-20',
      method: 'deposito',
      reference: 'DEP-9',
    });
    const file = sent.get('proof') as File;
    expect(file.name).toBe('transferencia.pdf');
    expect(file.size).toBe(PDF.length);
    expect(within(form).getByLabelText('Monto (pesos)')).toHaveValue('');
    expect(within(form).getByText('Ningún archivo seleccionado')).toBeInTheDocument();
  });

  it('sends JSON, not a form, when no proof is chosen', async () => {
    const bodies = recordPayments([{ status: 201, body: saved }]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    await submit(user, form);

    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(bodies).toEqual([null]);
  });

  it('shows the server refusing the file under it, keeps everything, and sends the same file again', async () => {
    const bodies = recordPayments([
      { status: 415, body: { code: 'unsupported_media_type', message: 'El comprobante debe ser PDF, JPG, PNG o WebP.' } },
      { status: 201, body: saved },
    ]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    await user.upload(proofInput(form), new File([PDF], 'dudoso.pdf', { type: 'application/pdf' }));
    await submit(user, form);

    expect(await screen.findByText('No se pudo registrar el pago')).toBeInTheDocument();
    expect(proofInput(form)).toHaveAccessibleDescription(/El comprobante debe ser PDF, JPG, PNG o WebP\./);
    expectValuesKept(form, 'dudoso.pdf');

    await submit(user, form);
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(bodies.map((body) => (body?.get('proof') as File | null)?.name)).toEqual(['dudoso.pdf', 'dudoso.pdf']);
  });

  it('lets the chosen file be removed, and then sends none', async () => {
    const bodies = recordPayments([{ status: 201, body: saved }]);
    const { user, form } = renderForm();
    await fillPayment(user, form);
    await user.upload(proofInput(form), new File([EXECUTABLE], 'equivocado.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('El comprobante debe ser PDF, JPG, PNG o WebP.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Quitar comprobante' }));
    expect(within(form).queryByText('El comprobante debe ser PDF, JPG, PNG o WebP.')).not.toBeInTheDocument();
    await submit(user, form);
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    expect(bodies).toEqual([null]);
  });
});
