import { screen, waitFor, within } from '@testing-library/react';
import type { AdminContractItem, AdminContractList } from '@cdm/contracts';
import { mockFetch } from '@/testing/fetch-mock';
import { recordUrls, renderStaffTab } from '@/testing/render-staff-tab';
import { StaffContractsTab } from './staff-contracts-tab';

const signed: AdminContractItem = {
  id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  reservationId: '0a1b2c3d-4e5f-4a61-8b72-9c8d7e6f5a01',
  unitCode: 'A1P',
  investorName: 'Ana López',
  investorEmail: 'ana@example.mx',
  status: 'signed',
  textVersion: '2026-01',
  generatedAt: '2026-03-01T18:00:00.000Z',
  investorSignedAt: '2026-03-02T18:00:00.000Z',
  countersignedAt: '2026-03-03T18:00:00.000Z',
  countersignedBy: 'Admin CDM',
  cancelledAt: null,
  cancelReason: null,
  rescindedAt: null,
  rescindReason: null,
  documentSha256: 'a'.repeat(64),
  sealedSha256: 'b'.repeat(64),
};
const rescinded: AdminContractItem = {
  ...signed,
  id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e02',
  unitCode: 'B2M',
  investorName: 'Luis Pérez',
  status: 'rescinded',
  rescindedAt: '2026-04-10T16:30:00.000Z',
  rescindReason: 'Reembolso pedido por el socio',
};
const COUNTS = { all: 2, pending_investor: 0, pending_countersign: 0, signed: 1, cancelled: 0, rescinded: 1 };
const page = (items: AdminContractItem[]): AdminContractList => ({ items, total: items.length, page: 1, pageSize: 25, counts: COUNTS });
const rowOf = async (unitCode: string) => (await screen.findByText(unitCode, { selector: 'td' })).closest('tr') as HTMLElement;

describe('Contratos tab of the staff panel', () => {
  it('shows a rescinded contract with its date and reason, and filters by it', async () => {
    mockFetch({ 'GET /api/admin/contracts': { status: 200, body: page([signed, rescinded]) } });
    const urls = recordUrls();
    const user = renderStaffTab(<StaffContractsTab />);

    const row = await rowOf('B2M');
    expect(within(row).getByText('Rescindido')).toBeInTheDocument();
    expect(within(row).getByText('Rescindido el 10 abr 2026, 10:30 a.m. (Reembolso pedido por el socio)')).toBeInTheDocument();
    // A rescinded contract is neither countersigned again nor cancelled.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Contratos por estado')).getByText('Rescindidos')).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Mostrar' })).getByRole('button', { name: 'Rescindidos' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/admin/contracts?filter=rescinded&page=1&pageSize=25'));
  });
});
