import type { DataRoomAccessList, DataRoomAdminDocument, DataRoomAdminList } from '@cdm/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch, type Answer } from '@/testing/fetch-mock';
import { notify, Toaster } from '@/ui/toaster';
import { DataRoomTab } from './data-room-tab';

const DOCUMENT_ID = '3f2c8a1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const version = (number: number, current: boolean) => ({
  id: `0000000${number}-0000-4000-8000-000000000000`,
  number,
  contentType: 'application/pdf',
  sizeBytes: 1_048_576 * number,
  sha256: `${number}`.repeat(64),
  uploadedAt: '2026-11-22T02:30:00.000Z',
  uploadedBy: 'Ana Admin',
  current,
  fileUrl: `/api/admin/data-room/documents/${DOCUMENT_ID}/versions/0000000${number}-0000-4000-8000-000000000000/file`,
});
const DOCUMENT: DataRoomAdminDocument = {
  id: DOCUMENT_ID,
  title: 'Plano maestro',
  folder: 'Planos',
  description: 'Circuito y boxes',
  visibility: 'paid_reservation',
  watermark: true,
  createdAt: '2026-11-20T02:30:00.000Z',
  updatedAt: '2026-11-22T02:30:00.000Z',
  versions: [version(2, true), version(1, false)],
  accessCount: 3,
  investorCount: 2,
  lastAccessAt: '2026-11-23T02:30:00.000Z',
};
const LIST: DataRoomAdminList = { documents: [DOCUMENT], folders: ['Planos'] };
const ACCESSES: DataRoomAccessList = {
  items: [
    {
      id: 'a1',
      investor: { id: 'i1', name: 'Carmen Ibarra', email: 'carmen@example.mx' },
      document: { id: DOCUMENT_ID, title: 'Plano maestro', folder: 'Planos', deleted: false },
      version: 2,
      kind: 'download',
      ip: '203.0.113.7',
      at: '2026-11-23T02:30:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};
const NO_INVESTORS = { items: [], total: 0, page: 1, pageSize: 25 };

type Routes = Record<string, Answer | Answer[] | ((call: { method: string; path: string; body: unknown }) => Answer)>;

function renderTab(canEdit: boolean, routes: Routes = {}, onExportChange?: (table: CsvTable | null) => void) {
  const calls = mockFetch({
    'GET /api/admin/data-room/documents': { status: 200, body: LIST },
    'GET /api/admin/data-room/investors': { status: 200, body: NO_INVESTORS },
    'GET /api/admin/data-room/accesses': { status: 200, body: ACCESSES },
    ...routes,
  });
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <DataRoomTab canEdit={canEdit} onExportChange={onExportChange} />
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), calls };
}

beforeEach(() => notify.dismissAll());

describe('Data Room staff tab', () => {
  it('lists each document with its audience, current version and accesses, and offers the list as CSV', async () => {
    const onExportChange = jest.fn();
    renderTab(true, {}, onExportChange);

    const row = (await screen.findByText('Plano maestro')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Circuito y boxes')).toBeInTheDocument();
    expect(within(row).getByText('PDF · 2 MB')).toBeInTheDocument();
    expect(within(row).getByText('Solo socios con una reservación pagada')).toBeInTheDocument();
    expect(within(row).getByText('Marca de agua')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Versiones de Plano maestro' })).toHaveTextContent('v2 · Versiones');
    expect(within(row).getByRole('button', { name: 'Quién abrió Plano maestro' })).toHaveTextContent('3 (2 inversionistas)');
    expect(screen.getByText('Ningún inversionista ha abierto documentos todavía')).toBeInTheDocument();
    await waitFor(() => expect(onExportChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'data-room-documentos' })));
    expect((onExportChange.mock.lastCall?.[0] as CsvTable).rows[0]).toEqual([
      'Plano maestro',
      'Planos',
      'Solo socios con una reservación pagada',
      'Sí',
      '2',
      String(2 * 1_048_576),
      '2026-11-21 20:30',
      '3',
    ]);
  });

  it('shows every version with its own download, and who opened the document', async () => {
    const { user, calls } = renderTab(false);

    await user.click(await screen.findByRole('button', { name: 'Versiones de Plano maestro' }));
    const versions = await screen.findByRole('dialog', { name: 'Versiones de «Plano maestro»' });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['v2 Vigente', 'v1 ']);
    expect(within(versions).getByRole('link', { name: 'Descargar la versión 1' })).toHaveAttribute('href', version(1, false).fileUrl);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Quién abrió Plano maestro' }));
    const log = await screen.findByRole('dialog', { name: 'Accesos a «Plano maestro»' });
    const entry = (await within(log).findByText('Carmen Ibarra')).closest('tr') as HTMLElement;
    expect(entry).toHaveTextContent('carmen@example.mx');
    expect(entry).toHaveTextContent('Descarga');
    expect(entry).toHaveTextContent('v2');
    expect(entry).toHaveTextContent('203.0.113.7');
    expect(calls.some((call) => call.path === '/api/admin/data-room/accesses')).toBe(true);
  });

  it('offers no upload, replacement, edit or deletion to advisors', async () => {
    renderTab(false);
    await screen.findByText('Plano maestro');
    expect(screen.queryByRole('button', { name: 'Subir documento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reemplazar el archivo de Plano maestro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Plano maestro' })).not.toBeInTheDocument();
  });

  it('validates the upload form with the shared messages, and sends the fields and the file', async () => {
    const { user } = renderTab(true);
    const sent: FormData[] = [];
    const answerJson = globalThis.fetch;
    // The upload goes as multipart: recorded here, the rest answered by the mock.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        sent.push(init.body);
        return { ok: true, status: 201, text: async () => JSON.stringify({ id: 'nuevo', version: 1 }) } as unknown as Response;
      }
      return answerJson(input, init);
    }) as typeof fetch;

    await user.click(await screen.findByRole('button', { name: 'Subir documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    expect(await within(dialog).findByText('Escribe el título del documento')).toBeInTheDocument();
    expect(within(dialog).getByText('Adjunta el archivo del documento')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Título'), 'Contrato de compraventa');
    await user.selectOptions(within(dialog).getByLabelText('Carpeta'), 'Otra carpeta…');
    await user.type(within(dialog).getByLabelText('Nombre de la carpeta nueva'), 'Permisos');
    await user.type(within(dialog).getByLabelText('Descripción'), 'Modelo vigente');
    await user.click(within(dialog).getByLabelText('Solo socios con una reservación pagada'));
    await user.click(within(dialog).getByLabelText(/marca de agua/));
    await user.upload(within(dialog).getByLabelText('Archivo'), new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir documento' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0];
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      title: 'Contrato de compraventa',
      folder: 'Permisos',
      description: 'Modelo vigente',
      visibility: 'paid_reservation',
      watermark: 'true',
    });
    expect((form.get('file') as File).name).toBe('contrato.pdf');
    expect(await screen.findByText('Documento subido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subir documento' })).not.toBeInTheDocument());
  });

  it('deletes a document after confirmation', async () => {
    const { user, calls } = renderTab(true, { [`DELETE /api/admin/data-room/documents/${DOCUMENT_ID}`]: { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Plano maestro' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar documento' });
    expect(confirm).toHaveTextContent('El registro de quién lo abrió se conserva');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Documento eliminado')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: `/api/admin/data-room/documents/${DOCUMENT_ID}`, body: undefined });
  });
});
