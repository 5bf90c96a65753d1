import type { DataRoomDocument, DataRoomListing } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { DataRoomPage } from './data-room-page';

const doc = (overrides: Partial<DataRoomDocument>): DataRoomDocument => ({
  id: 'd1',
  title: 'Plano maestro',
  folder: 'Planos',
  description: '',
  contentType: 'application/pdf',
  sizeBytes: 2_621_440,
  version: 1,
  updatedAt: '2026-11-22T02:30:00.000Z',
  viewable: true,
  watermarked: false,
  viewUrl: '/api/data-room/documents/d1/view',
  downloadUrl: '/api/data-room/documents/d1/download',
  ...overrides,
});

const DOCUMENTS = [
  doc({ id: 'd1', title: 'Plano maestro', folder: 'Planos', description: 'Circuito y boxes', version: 2, watermarked: true }),
  doc({
    id: 'd2',
    title: 'Estados financieros · Auditoría 2025',
    folder: 'Finanzas',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sizeBytes: 850_000,
    viewable: false,
    viewUrl: '/api/data-room/documents/d2/view',
    downloadUrl: '/api/data-room/documents/d2/download',
  }),
  doc({ id: 'd3', title: 'Acta constitutiva', folder: 'Legal', viewUrl: '/api/data-room/documents/d3/view', downloadUrl: '/api/data-room/documents/d3/download' }),
];

const listing = (overrides: Partial<DataRoomListing> = {}): DataRoomListing => ({ hasPaidReservation: true, documents: DOCUMENTS, restrictedCount: 0, ...overrides });

function renderPage(answer: Answer | Answer[], onSignedOut = jest.fn()) {
  mockFetch({ 'GET /api/data-room/documents': answer });
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/data-room']}>
          <DataRoomPage onSignedOut={onSignedOut} />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), onSignedOut };
}

describe('/data-room for a signed-in investor', () => {
  it('lists the documents by folder with their type, size, date and version, a view in a new tab for PDFs and a download for all', async () => {
    renderPage({ status: 200, body: listing() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Room' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Finanzas', 'Legal', 'Planos']);

    const plan = screen.getByRole('heading', { level: 3, name: 'Plano maestro' }).closest('li') as HTMLElement;
    expect(within(plan).getByText('Circuito y boxes')).toBeInTheDocument();
    expect(within(plan).getByText('PDF')).toBeInTheDocument();
    expect(within(plan).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(plan).getByText(/Actualizado el 21 nov 2026/)).toBeInTheDocument();
    expect(within(plan).getByText('Versión 2')).toBeInTheDocument();
    expect(within(plan).getByText('Con tu marca de agua')).toBeInTheDocument();
    const view = within(plan).getByRole('link', { name: 'Ver Plano maestro en una pestaña nueva' });
    expect(view).toHaveAttribute('href', '/api/data-room/documents/d1/view');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(plan).getByRole('link', { name: 'Descargar Plano maestro' })).toHaveAttribute('href', '/api/data-room/documents/d1/download');

    // A spreadsheet cannot be shown in a tab: download only.
    const sheet = screen.getByRole('heading', { level: 3, name: 'Estados financieros · Auditoría 2025' }).closest('li') as HTMLElement;
    expect(within(sheet).getByText('Excel')).toBeInTheDocument();
    expect(within(sheet).getByText('830 KB')).toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: /^Ver / })).not.toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Descargar Estados financieros · Auditoría 2025' })).toHaveAttribute('download');
    expect(screen.queryByText('Documentos para socios con reservación')).not.toBeInTheDocument();
  });

  it('searches without minding accents or case, filters by folder, and says when nothing matches', async () => {
    const { user } = renderPage({ status: 200, body: listing() });
    const search = await screen.findByLabelText('Buscar documentos');

    await user.type(search, 'AUDITORIA');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Estados financieros · Auditoría 2025']);

    await user.clear(search);
    const folders = screen.getByRole('group', { name: 'Carpetas' });
    await user.click(within(folders).getByRole('button', { name: 'Legal (1)' }));
    expect(within(folders).getByRole('button', { name: 'Legal (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Acta constitutiva']);

    await user.click(within(folders).getByRole('button', { name: 'Todas (3)' }));
    await user.type(search, 'presupuesto');
    expect(screen.getByText('No encontramos documentos para "presupuesto"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('tells an investor without a paid reservation why some documents are missing and where to go next', async () => {
    renderPage({ status: 200, body: listing({ hasPaidReservation: false, documents: [DOCUMENTS[2]], restrictedCount: 2 }) });

    const notice = await screen.findByRole('region', { name: 'Documentos para socios con reservación' });
    expect(notice).toHaveTextContent(
      'Hay 2 documentos más que son solo para socios con una reservación pagada: elige tu unidad en el portal para consultarlos.',
    );
    expect(within(notice).getByRole('link', { name: 'Elegir mi unidad' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { level: 3, name: 'Acta constitutiva' })).toBeInTheDocument();
  });

  it('shows an empty data room as such', async () => {
    renderPage({ status: 200, body: listing({ documents: [] }) });
    expect(await screen.findByText('Aún no hay documentos en el Data Room')).toBeInTheDocument();
    expect(screen.getByText('Cuando el equipo publique documentos para socios, aparecerán aquí.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Buscar documentos')).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    const { user } = renderPage([{ status: 500, body: { code: 'internal_error', message: 'x' } }, { status: 200, body: listing() }]);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Plano maestro' })).toBeInTheDocument();
  });

  it('calls onSignedOut when the session ended (401)', async () => {
    const { onSignedOut } = renderPage({ status: 401, body: { code: 'unauthorized', message: 'Necesitas iniciar sesión.' } });
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
