import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExplainedDisabledButton } from './explained-disabled-button';
import { notify, Toaster } from './toaster';

beforeEach(() => notify.dismissAll());

describe('ExplainedDisabledButton', () => {
  it('stays focusable, says why it is unavailable and tells it again on a click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p id="reason">Solo un administrador puede reembolsar</p>
        <ExplainedDisabledButton reason="Solo un administrador puede reembolsar" reasonId="reason" className="whitespace-nowrap">
          Reembolsar
        </ExplainedDisabledButton>
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Reembolsar' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', 'Solo un administrador puede reembolsar');
    expect(button).toHaveAccessibleDescription('Solo un administrador puede reembolsar');
    expect(button).toHaveClass('cursor-not-allowed', 'whitespace-nowrap', 'opacity-60');

    await user.click(button);
    expect(await screen.findAllByText('Solo un administrador puede reembolsar')).toHaveLength(2);
  });
});
