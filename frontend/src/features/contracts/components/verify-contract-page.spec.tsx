import { screen } from '@testing-library/react';
import { mockFetch } from '@/testing/fetch-mock';
import { renderStaffTab } from '@/testing/render-staff-tab';
import { VerifyContractPage } from './verify-contract-page';

const HASH = 'a'.repeat(64);
const VERIFY = 'POST /api/contracts/verify';

async function verifyHash(answer: object) {
  const calls = mockFetch({ [VERIFY]: { status: 200, body: answer } });
  const user = renderStaffTab(<VerifyContractPage />);
  await user.type(screen.getByLabelText('Huella SHA-256'), HASH);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  return calls;
}

describe('/verificar', () => {
  it('says when we sealed the file', async () => {
    const calls = await verifyHash({ sellado: true, fecha: '2026-03-02T18:00:00.000Z', rescindido: false, fechaRescision: null });
    expect(await screen.findByText(/^Sí: es un contrato sellado por Ciudad Deporte Motor ZMG el 2 mar 2026, 12:00 p\.m\./)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/contracts/verify', body: { sha256: HASH } }]);
  });

  it('says that a sealed contract was rescinded, with both dates', async () => {
    await verifyHash({ sellado: true, fecha: '2026-03-02T18:00:00.000Z', rescindido: true, fechaRescision: '2026-04-10T16:30:00.000Z' });
    expect(await screen.findByText('Sí, lo sellamos el 2 mar 2026, 12:00 p.m., pero fue rescindido el 10 abr 2026, 10:30 a.m.: ya no obliga a ninguna de las partes.')).toBeInTheDocument();
    expect(screen.queryByText(/sin cambios desde entonces/)).not.toBeInTheDocument();
  });

  it('says when the file is not one we sealed', async () => {
    await verifyHash({ sellado: false, fecha: null, rescindido: false, fechaRescision: null });
    expect(await screen.findByText(/^No: este archivo no es un contrato que hayamos sellado/)).toBeInTheDocument();
  });
});
