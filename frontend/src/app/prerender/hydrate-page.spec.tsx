import { act } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { withHydratedSignal } from './hydrate-page';

function Screen() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>Propuesta</h1>
    </section>
  );
}

describe('hydrating a prerendered screen', () => {
  it('hydrates the prerendered markup without a mismatch (same useId values) and then signals it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    document.body.append(container);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverableErrors: unknown[] = [];
    const hydrated = jest.fn();
    const Hydrating = withHydratedSignal(Screen, hydrated);

    try {
      await act(async () => {
        hydrateRoot(container, <Hydrating />, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });

      expect(hydrated).toHaveBeenCalledTimes(1);
      // React reports a mismatch of attributes (different useId values) on the console.
      expect(consoleError).not.toHaveBeenCalled();
      expect(recoverableErrors).toEqual([]);
      expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(container.querySelector('h1')?.id);
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
