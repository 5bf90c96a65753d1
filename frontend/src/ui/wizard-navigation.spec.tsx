import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WizardNavigation, type WizardNavigationProps } from './wizard-navigation';

const labels = {
  previousLabel: 'Anterior',
  nextLabel: 'Siguiente',
  submitLabel: 'Enviar',
  submittingLabel: 'Enviando…',
  blockedHint: 'Acepta los términos para continuar',
};

function renderNavigation(props: Partial<WizardNavigationProps> = {}) {
  const onBack = jest.fn();
  render(
    <form onSubmit={(event) => event.preventDefault()}>
      <WizardNavigation canGoBack isLastStep={false} busy={false} submitting={false} canSubmit onBack={onBack} {...labels} {...props} />
    </form>,
  );
  return { onBack, user: userEvent.setup() };
}

describe('WizardNavigation', () => {
  it('has no previous button on the first step, and a submit button that goes on', () => {
    renderNavigation({ canGoBack: false });
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('type', 'submit');
  });

  it('goes back with the previous button', async () => {
    const { onBack, user } = renderNavigation();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('disables back and send while busy', () => {
    renderNavigation({ isLastStep: true, busy: true });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps the send button focusable but unavailable until it may be sent, and says why', () => {
    renderNavigation({ isLastStep: true, canSubmit: false });
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeEnabled();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('Acepta los términos para continuar');
  });

  it('shows no hint once it may be sent', () => {
    renderNavigation({ isLastStep: true });
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(send).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Acepta los términos para continuar')).not.toBeInTheDocument();
  });

  it('spins and is busy while sending', () => {
    renderNavigation({ isLastStep: true, busy: true, submitting: true });
    expect(screen.getByRole('button', { name: /Enviando…/ })).toHaveAttribute('aria-busy', 'true');
  });
});
