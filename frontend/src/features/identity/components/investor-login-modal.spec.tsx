import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { InvestorLoginModal } from './investor-login-modal';

const investor = { id: 'inv-1', username: 'ana@example.mx', email: 'ana@example.mx', name: 'Ana López', needsPasswordSetup: false };

function renderModal() {
  const onSignedIn = jest.fn();
  const onForgotPassword = jest.fn();
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <InvestorLoginModal open onOpenChange={() => undefined} onForgotPassword={onForgotPassword} onSignedIn={onSignedIn} />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), onSignedIn, onForgotPassword };
}

beforeEach(() => notify.dismissAll());

describe('investor login modal (investor-portal.md §2.2, §5, §8)', () => {
  it('shows the labels, the forgot-password link and the credentials note', async () => {
    mockFetch({});
    const { user, onForgotPassword } = renderModal();

    expect(screen.getByLabelText('Usuario (email)')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tus credenciales se generan después de tu aplicación y pago. Si te registraste con un código de referido, tu usuario es tu email.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });

  it('requires the username before calling the server', async () => {
    const calls = mockFetch({});
    const { user } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Por favor ingresa tu usuario (email)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Usuario (email)')).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('asks for the password when the status call says the account has one', async () => {
    const calls = mockFetch({ 'POST /api/investor-password-status': { status: 200, body: { needsPasswordSetup: false } } });
    const { user } = renderModal();

    await user.type(screen.getByLabelText('Usuario (email)'), ' ana@example.mx ');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Por favor ingresa tu contraseña')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveFocus());
    expect(calls).toEqual([{ method: 'POST', path: '/api/investor-password-status', body: { username: 'ana@example.mx' } }]);
  });

  it('lets an account that needs set-up go on without a password, and shows that a set-up link was emailed', async () => {
    const calls = mockFetch({
      'POST /api/investor-password-status': { status: 200, body: { needsPasswordSetup: true } },
      'POST /api/investor-login': { status: 200, body: { success: false, needsPasswordSetup: true, setupLinkSent: true } },
    });
    const { user, onSignedIn } = renderModal();

    await user.type(screen.getByLabelText('Usuario (email)'), 'ana@example.mx');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(
      await screen.findByText('Tu cuenta aún no tiene contraseña. Te enviamos un enlace a tu correo para configurarla.'),
    ).toBeInTheDocument();
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/investor-password-status', { username: 'ana@example.mx' }],
      ['/api/investor-login', { username: 'ana@example.mx' }],
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.queryByText('Por favor ingresa tu contraseña')).not.toBeInTheDocument();
  });

  it('welcomes the investor and hands over the session on success', async () => {
    mockFetch({
      'POST /api/investor-password-status': { status: 200, body: { needsPasswordSetup: false } },
      'POST /api/investor-login': { status: 200, body: { success: true, investor, needsPasswordSetup: false } },
    });
    const { user, onSignedIn } = renderModal();

    await user.type(screen.getByLabelText('Usuario (email)'), 'ana@example.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-segura');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('¡Bienvenido!')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith({ investor, needsPasswordSetup: false });
  });

  it('shows "Credenciales inválidas" on a 401 and keeps what was typed', async () => {
    mockFetch({
      'POST /api/investor-password-status': { status: 200, body: { needsPasswordSetup: false } },
      'POST /api/investor-login': { status: 401, body: { code: 'invalid_credentials', message: 'Usuario o contraseña incorrectos' } },
    });
    const { user, onSignedIn } = renderModal();

    await user.type(screen.getByLabelText('Usuario (email)'), 'ana@example.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByText('Credenciales inválidas')).toBeInTheDocument();
    expect(screen.getByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario (email)')).toHaveValue('ana@example.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    expect(onSignedIn).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled());
  });

  it('shows the server message on 429 and the spec message when the network fails', async () => {
    mockFetch({
      'POST /api/investor-password-status': [
        { status: 429, body: { code: 'too_many_requests', message: 'Demasiados intentos. Espera 15 minutos.' } },
        new TypeError('Failed to fetch'),
      ],
    });
    const { user } = renderModal();

    await user.type(screen.getByLabelText('Usuario (email)'), 'ana@example.mx');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Demasiados intentos. Espera 15 minutos.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Hubo un problema al iniciar sesión. Intenta nuevamente.')).toBeInTheDocument();
  });
});
