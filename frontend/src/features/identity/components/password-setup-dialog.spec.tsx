import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { PasswordSetupDialog } from './password-setup-dialog';

function renderDialog() {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <p>Contenido del portal</p>
        <PasswordSetupDialog open />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

beforeEach(() => notify.dismissAll());

describe('forced password set-up dialog (investor-portal.md §2.4)', () => {
  it('cannot be dismissed: no close button, Escape and outside clicks leave it open', async () => {
    mockFetch({});
    const user = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Configurar Contraseña' });

    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nueva contraseña')).toHaveFocus());
    // Radix makes the page behind inert (pointer-events: none); a pointer still lands there.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('Contenido del portal'));
    expect(screen.getByRole('dialog', { name: 'Configurar Contraseña' })).toBeInTheDocument();
  });

  it('checks the rules, then creates the password and closes', async () => {
    const calls = mockFetch({ 'POST /api/investor-password': { status: 200, body: { success: true } } });
    const user = renderDialog();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nueva contraseña'), '-larga');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirmar contraseña'), '-larga');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));

    expect(await screen.findByText('¡Contraseña creada!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configurar Contraseña' })).not.toBeInTheDocument());
    expect(calls.find(({ path }) => path === '/api/investor-password')?.body).toEqual({ newPassword: 'corta-larga' });
  });

  it('stays open with what was typed and shows the server message when saving fails', async () => {
    mockFetch({ 'POST /api/investor-password': { status: 500, body: { code: 'internal_error', message: 'Ocurrió un error inesperado. Inténtalo de nuevo.' } } });
    const user = renderDialog();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'clave-segura-1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Crear contraseña' }));

    expect(await screen.findByText('Error al crear contraseña')).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error inesperado. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configurar Contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('clave-segura-1');
  });
});
