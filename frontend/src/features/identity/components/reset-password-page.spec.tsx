import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(token: string | undefined) {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ResetPasswordPage token={token} />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

const rule = (name: string) => screen.getByText(name).closest('li');

beforeEach(() => notify.dismissAll());

describe('reset page (investor-portal.md §2.3, §4, §5)', () => {
  it('ticks the checklist live and enables the button only when both rules hold', async () => {
    mockFetch({ 'POST /api/password-reset/validate': { status: 200, body: { success: true, email: 'ana@example.mx' } } });
    const user = renderPage('token-1');

    expect(await screen.findByText('ana@example.mx')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Actualizar contraseña' });
    expect(submit).toBeDisabled();
    expect(rule('Al menos 8 caracteres')).toHaveAttribute('data-met', 'false');
    expect(rule('Las contraseñas coinciden')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    expect(rule('Al menos 8 caracteres')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Nueva contraseña'), '-ya-larga');
    expect(rule('Al menos 8 caracteres')).toHaveAttribute('data-met', 'true');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirmar contraseña'), 'corta-ya-larg');
    expect(rule('Las contraseñas coinciden')).toHaveAttribute('data-met', 'false');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirmar contraseña'), 'a');
    expect(rule('Las contraseñas coinciden')).toHaveAttribute('data-met', 'true');
    expect(submit).toBeEnabled();
  });

  it('says "Por favor completa todos los campos" when Enter is pressed with empty fields', async () => {
    const calls = mockFetch({ 'POST /api/password-reset/validate': { status: 200, body: { success: true, email: 'ana@example.mx' } } });
    const user = renderPage('token-1');

    await user.click(await screen.findByLabelText('Nueva contraseña'));
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Por favor completa todos los campos')).toBeInTheDocument();
    expect(calls.filter(({ path }) => path === '/api/password-reset/confirm')).toEqual([]);
  });

  it('confirms the new password and shows the success state with a way to the portal', async () => {
    const calls = mockFetch({
      'POST /api/password-reset/validate': { status: 200, body: { success: true, email: 'ana@example.mx' } },
      'POST /api/password-reset/confirm': { status: 200, body: { success: true } },
    });
    const user = renderPage('token-1');

    await user.type(await screen.findByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-1');
    await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));

    expect(await screen.findByRole('heading', { name: '¡Contraseña actualizada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al portal de inversionistas' })).toHaveAttribute('href', '/investors');
    expect(calls.find(({ path }) => path === '/api/password-reset/confirm')?.body).toEqual({ token: 'token-1', password: 'nueva-clave-1' });
  });

  it('lists the three causes when the link is not valid', async () => {
    mockFetch({ 'POST /api/password-reset/validate': { status: 400, body: { code: 'invalid_token', message: 'Token inválido o expirado' } } });
    renderPage('usado');

    expect(await screen.findByRole('heading', { name: 'Token inválido o expirado' })).toBeInTheDocument();
    for (const cause of ['El enlace expiró (1 hora)', 'El enlace ya fue utilizado', 'El enlace no es válido']) {
      expect(screen.getByText(cause)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ir al portal de inversionistas' })).toHaveAttribute('href', '/investors');
  });

  it('says "Token de recuperación no válido" without a token, and calls nothing', async () => {
    const calls = mockFetch({});
    renderPage(undefined);

    expect(await screen.findByRole('heading', { name: 'Token de recuperación no válido' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
