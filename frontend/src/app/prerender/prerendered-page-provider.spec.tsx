import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PrerenderedPageProvider, QueryClientGate } from './prerendered-page-provider';

function UsesQueries() {
  const queryClient = useQueryClient();
  return <p>{queryClient ? 'Formulario listo' : ''}</p>;
}

describe('QueryClientGate on a prerendered page', () => {
  it('shows its children once the query client has loaded, without the "called use() to suspend" warning', async () => {
    const consoleError = jest.spyOn(console, 'error');
    try {
      // The first opening of the landing's information dialog: the page's provider has no client yet.
      // Rendered inside an awaited act(), which waits for the query library and React's retry of the suspended gate.
      await act(async () => {
        render(
          <PrerenderedPageProvider>
            <Suspense fallback={<p>Cargando…</p>}>
              <QueryClientGate>
                <UsesQueries />
              </QueryClientGate>
            </Suspense>
          </PrerenderedPageProvider>,
        );
      });

      expect(await screen.findByText('Formulario listo')).toBeInTheDocument();
      expect(consoleError.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });
});
