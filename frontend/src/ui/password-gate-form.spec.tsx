import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { PasswordGateCard, PasswordGateForm, type PasswordGateFormProps } from './password-gate-form';
import { notify, Toaster } from './toaster';

const texts = {
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  passwordRequired: 'Ingresa la contraseña',
  submit: 'Acceder',
  submitting: 'Verificando…',
  wrongPasswordTitle: 'Contraseña incorrecta',
  wrongPasswordDescription: 'Verifica la contraseña',
  failedTitle: 'No se pudo verificar la contraseña',
};

function renderGate(props: Partial<PasswordGateFormProps> = {}) {
  const unlock = jest.fn<Promise<unknown>, [string]>().mockResolvedValue(undefined);
  const onUnlocked = jest.fn();
  render(
    <>
      <PasswordGateCard titleId="gate-title" title="Portal" description="Ingresa la contraseña que recibiste.">
        <PasswordGateForm texts={texts} unlock={unlock} isPending={false} onUnlocked={onUnlocked} {...props} />
      </PasswordGateCard>
      <Toaster />
    </>,
  );
  return { unlock, onUnlocked, user: userEvent.setup() };
}

beforeEach(() => notify.dismissAll());

describe('PasswordGateForm', () => {
  it('names the section by its heading and wires the label to a focused password field', async () => {
    renderGate();
    expect(screen.getByRole('region', { name: 'Portal' })).toBeInTheDocument();
    const field = screen.getByLabelText('Contraseña');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('name', 'password');
    expect(field).toHaveAttribute('aria-required', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the password without calling the server, and clears the error on typing', async () => {
    const { unlock, user } = renderGate();
    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    const field = screen.getByLabelText('Contraseña');
    expect(unlock).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Ingresa la contraseña');

    await user.type(field, 'a');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Ingresa la contraseña')).not.toBeInTheDocument();
  });

  it('sends the password and says so once it is accepted', async () => {
    const { unlock, onUnlocked, user } = renderGate();
    await user.type(screen.getByLabelText('Contraseña'), 'correcta');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(unlock).toHaveBeenCalledWith('correcta');
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });

  it('shows the toast of a wrong password and the server message of a field error', async () => {
    const unlock = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new ApiError({ status: 401, code: 'wrong_password', message: 'No' }))
      .mockRejectedValueOnce(
        new ApiError({ status: 400, code: 'validation_failed', message: 'No', fieldErrors: [{ field: 'password', message: 'Demasiado larga' }] }),
      );
    const { onUnlocked, user } = renderGate({ unlock });
    await user.type(screen.getByLabelText('Contraseña'), 'incorrecta');
    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText('Contraseña incorrecta')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText('Demasiado larga')).toBeInTheDocument();
    expect(onUnlocked).not.toHaveBeenCalled();
  });

  it('is busy, disabled and spinning while the password is checked', () => {
    renderGate({ isPending: true });
    const button = screen.getByRole('button', { name: 'Verificando…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.motion-safe\\:animate-spin')).not.toBeNull();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
  });
});
