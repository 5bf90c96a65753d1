import type { ReferredUser, UserReferralCodeResponse } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { useMyReferralCode } from '../api/get-my-referral-code';
import { ReferralProgram } from './referral-program';

const CODE = 'POST /api/user-referral-code';
const USERS = 'POST /api/referral-users';

function codeAnswer(stats: Partial<UserReferralCodeResponse['stats']> = {}): Answer {
  return {
    status: 200,
    body: {
      referralCode: 'CDM-AB12-CD34',
      stats: {
        totalReferrals: 2,
        convertedReferrals: 1,
        accumulatedCreditCentavos: 250_000_00,
        isValidated: true,
        reservationAmountCentavos: 100_000_00,
        activationThresholdCentavos: 100_000_00,
        ...stats,
      },
    } satisfies UserReferralCodeResponse,
  };
}

const users: ReferredUser[] = [
  {
    id: 'u1',
    name: 'Bruno Referido',
    email: 'bruno@example.mx',
    status: 'authorized',
    createdAt: '2026-03-02T16:00:00.000Z',
    productsOfInterest: ['boxes-premium', 'membresias'],
    depositPaid: true,
    converted: true,
  },
  { id: 'u2', name: 'Carla Referida', email: 'carla@example.mx', status: 'pending', createdAt: '2026-03-03T16:00:00.000Z', productsOfInterest: [], depositPaid: false, converted: false },
  { id: 'u3', name: 'Diego Referido', email: 'diego@example.mx', status: 'rejected', createdAt: '2026-03-04T16:00:00.000Z', productsOfInterest: [], depositPaid: false, converted: false },
];

function Program() {
  const referral = useMyReferralCode();
  return <ReferralProgram referral={referral} />;
}

function renderProgram(routes: Record<string, Answer | Answer[]>) {
  const calls = mockFetch(routes);
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <Program />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), calls };
}

beforeEach(() => notify.dismissAll());

describe('referral program of the dashboard (investor-portal.md §2.4 referrals, §4 referred user status, §8)', () => {
  it('shows the code, the stats and the referred users with their status in words', async () => {
    renderProgram({ [CODE]: codeAnswer(), [USERS]: { status: 200, body: users } });

    expect(await screen.findByText('CDM-AB12-CD34')).toBeInTheDocument();
    expect(screen.getByText('Programa activo')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Tus estadísticas' });
    expect(within(stats).getByText('Referidos').nextElementSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Convertidos').nextElementSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Crédito acumulado').nextElementSibling).toHaveTextContent('$250,000 MXN');
    expect(screen.getByText(/Recibes \$250,000 MXN de crédito por cada box/)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Usuarios referidos' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Autorizado')).toBeInTheDocument();
    expect(within(items[0]).getByText('Convertido')).toBeInTheDocument();
    expect(within(items[0]).getByText('Pagado')).toBeInTheDocument();
    expect(within(items[0]).getByText('Boxes Premium (60 m² con balcón), Membresías Vitalicias')).toBeInTheDocument();
    expect(within(items[1]).getByText('Pendiente', { selector: 'span' })).toBeInTheDocument();
    // Any other status is shown as it comes.
    expect(within(items[2]).getByText('rejected')).toBeInTheDocument();
  });

  it('copies the code while the program is active', async () => {
    const { user } = renderProgram({ [CODE]: codeAnswer(), [USERS]: { status: 200, body: [] } });
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));

    expect(writeText).toHaveBeenCalledWith('CDM-AB12-CD34');
    expect(await screen.findByText('¡Código copiado!')).toBeInTheDocument();
  });

  it('says when the copy failed', async () => {
    const { user } = renderProgram({ [CODE]: codeAnswer(), [USERS]: { status: 200, body: [] } });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));

    expect(await screen.findByText('No se pudo copiar el código. Intenta nuevamente.')).toBeInTheDocument();
  });

  it('keeps the copy disabled, and says why, while the program is inactive', async () => {
    renderProgram({ [CODE]: codeAnswer({ isValidated: false, reservationAmountCentavos: 0 }), [USERS]: { status: 200, body: [] } });

    const copy = await screen.findByRole('button', { name: 'Copiar código' });
    expect(copy).toBeDisabled();
    expect(copy).toHaveAccessibleDescription(
      'Tu programa de referidos se activa con una reservación pagada de al menos $100,000 MXN. Hasta entonces tu código no se puede copiar ni usar.',
    );
    expect(screen.getByText('Programa inactivo')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes referidos')).toBeInTheDocument();
  });

  it('shows the failure of the code instead of a made-up code, and tries again', async () => {
    const { user, calls } = renderProgram({
      [CODE]: [{ status: 500, body: { code: 'internal_error', message: 'Falla' } }, codeAnswer()],
      [USERS]: { status: 200, body: [] },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar tu código de referido');
    expect(screen.queryByText(/CDM-/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('CDM-AB12-CD34')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/user-referral-code')).toHaveLength(2);
  });

  it('says when the referred users could not be loaded', async () => {
    renderProgram({ [CODE]: codeAnswer(), [USERS]: { status: 500, body: { code: 'internal_error', message: 'Falla' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los usuarios referidos');
  });
});
