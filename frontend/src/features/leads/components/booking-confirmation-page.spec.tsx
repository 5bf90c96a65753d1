import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { PUBLIC_SETTINGS as SETTINGS } from '@/testing/render-routes';
import { BOOKING_STORAGE_KEY } from '../booking-storage';
import { BOOKING_STATUS_POLL_LIMIT_MS, BOOKING_STATUS_POLL_MS, BookingConfirmationPage } from './booking-confirmation-page';

const BOOKING_ID = '6f1c1d3e-4f50-4a61-8b72-9c8d7e6f5a41';
const STATUS_PATH = `GET /api/presentation-bookings/${BOOKING_ID}/status`;
const answer = (status: string, paymentStatus: string | null) => ({ status: 200, body: { bookingId: BOOKING_ID, status, paymentStatus } });

function renderAt(search: string) {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/agendar-confirmacion${search}`]}>
          <BookingConfirmationPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  render(<Harness />);
}

// Stripe appends its own parameters to the return URL; the page reads only `reserva`.
const stripeReturn = `?reserva=${BOOKING_ID}&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded`;

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('payment return page /agendar-confirmacion', () => {
  it('shows a paid booking with the scheduling link and forgets the saved booking of this tab', async () => {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ step: 4, paid: true, values: { bookingId: BOOKING_ID } }));
    mockFetch({ [STATUS_PATH]: answer('paid', 'succeeded'), 'GET /api/public-settings': { status: 200, body: SETTINGS } });
    renderAt(stripeReturn);

    expect(await screen.findByRole('heading', { name: '¡Depósito confirmado!' })).toBeInTheDocument();
    const schedule = await screen.findByRole('link', { name: /Agendar mi presentación/ });
    expect(schedule).toHaveAttribute('href', SETTINGS.schedulingUrl);
    expect(schedule).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('keeps asking while the payment is being confirmed, then shows the result', async () => {
    jest.useFakeTimers();
    const calls = mockFetch({
      [STATUS_PATH]: [answer('pending_payment', 'processing'), answer('paid', 'succeeded')],
      'GET /api/public-settings': { status: 200, body: SETTINGS },
    });
    renderAt(stripeReturn);

    expect(await screen.findByRole('heading', { name: 'Estamos confirmando tu pago' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(BOOKING_STATUS_POLL_MS);
    });

    expect(await screen.findByRole('heading', { name: '¡Depósito confirmado!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/status'))).toHaveLength(2);
  });

  it('stops asking after about a minute and offers to check again', async () => {
    jest.useFakeTimers();
    const calls = mockFetch({ [STATUS_PATH]: answer('pending_payment', 'processing') });
    renderAt(`?reserva=${BOOKING_ID}`);

    await screen.findByRole('heading', { name: 'Estamos confirmando tu pago' });
    await act(async () => {
      jest.advanceTimersByTime(BOOKING_STATUS_POLL_LIMIT_MS + BOOKING_STATUS_POLL_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Tu pago sigue en proceso' })).toBeInTheDocument();
    const asked = calls.length;
    await act(async () => {
      jest.advanceTimersByTime(5 * BOOKING_STATUS_POLL_MS);
    });
    expect(calls).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Consultar de nuevo' })).toBeInTheDocument();
  });

  it('explains a failed payment and links back to /agendar', async () => {
    mockFetch({ [STATUS_PATH]: answer('pending_payment', 'failed') });
    renderAt(`?reserva=${BOOKING_ID}&redirect_status=failed`);

    expect(await screen.findByRole('heading', { name: 'No se pudo completar tu pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute('href', '/agendar');
  });

  it('says so for a refunded booking', async () => {
    mockFetch({ [STATUS_PATH]: answer('refunded', 'succeeded') });
    renderAt(`?reserva=${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { name: 'Este depósito fue reembolsado' })).toBeInTheDocument();
  });

  it.each([
    ['no id', ''],
    ['an id that is not a booking id', '?reserva=abc'],
  ])('gives a friendly message for %s, without asking the server', async (_case, search) => {
    const calls = mockFetch({});
    renderAt(search);

    expect(await screen.findByRole('heading', { name: 'No encontramos tu reserva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a agendar' })).toHaveAttribute('href', '/agendar');
    expect(calls).toEqual([]);
  });

  it('gives the same message when the server does not know the booking', async () => {
    mockFetch({ [STATUS_PATH]: { status: 404, body: { code: 'not_found', message: 'No encontrada' } } });
    renderAt(`?reserva=${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { name: 'No encontramos tu reserva' })).toBeInTheDocument();
  });
});
