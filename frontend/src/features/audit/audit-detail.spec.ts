import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { detailLineText, summarizeChange } from './audit-detail';
import { auditActionLabels, auditEntityLabels, auditFieldLabels } from './texts';

describe('audit entry detail, shown compactly', () => {
  it('lists only the fields that changed, before → after, with their Spanish names', () => {
    const lines = summarizeChange({ processed: false, email: 'a@b.mx' }, { processed: true, email: 'a@b.mx' });

    expect(lines.map(detailLineText)).toEqual(['Procesada: No → Sí']);
  });

  it('lists the fields of a creation (no before) and says nothing when there is no detail', () => {
    expect(summarizeChange(null, { role: 'advisor', disabled: false }).map(detailLineText)).toEqual(['Rol: Asesor', 'Desactivada: No']);
    expect(summarizeChange(null, null)).toEqual([]);
  });

  it('shows amounts in centavos as money, numbers or bigint strings alike', () => {
    expect(summarizeChange(null, { depositCentavos: 1_000_000 }).map(detailLineText)).toEqual(['Depósito: $10,000 MXN']);
    expect(
      summarizeChange({ remainingBalanceCentavos: '250000050', isCurrentOnPayments: false }, { remainingBalanceCentavos: '240000050', isCurrentOnPayments: true }).map(
        detailLineText,
      ),
    ).toEqual(['Saldo pendiente: $2,500,000.50 MXN → $2,400,000.50 MXN', 'Al corriente: No → Sí']);
  });

  it('names statuses and nested fields in Spanish', () => {
    expect(summarizeChange({ status: 'pending' }, { status: 'authorized' }).map(detailLineText)).toEqual(['Estado: Pendiente → Autorizada']);
    expect(summarizeChange(null, { proof: { contentType: 'application/pdf', sizeBytes: 10 } }).map(detailLineText)).toEqual([
      'Comprobante: Tipo de archivo: application/pdf, Tamaño (bytes): 10',
    ]);
  });
});

// Every action, entity and field the server records, read from the backend's calls of the audit trail.
function backendSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : backendSources(file);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

describe('labels of what the server records', () => {
  const sources = backendSources(path.resolve(__dirname, '../../../../backend/src'));
  const recorded = sources.join('\n');

  it('name every action the backend writes', () => {
    const written = recorded
      .split('\n')
      .filter((line) => line.includes('action:'))
      .flatMap((line) => [...line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1]));
    // Built from a status: hold-unit.handler.ts (blocked | pending) and release-hold.handlers.ts (expired | cancelled).
    expect(recorded).toContain('action: `unit_reservation.${');
    const built = ['unit_reservation.blocked', 'unit_reservation.pending', 'unit_reservation.expired', 'unit_reservation.cancelled'];
    const actions = [...new Set([...written, ...built])];

    expect(actions.length).toBeGreaterThan(40);
    expect(actions.filter((action) => !(action in auditActionLabels))).toEqual([]);
  });

  it('name every entity the backend writes', () => {
    const entities = [...new Set([...recorded.matchAll(/entityType: '([a-z_]+)'/g)].map((match) => match[1]))];

    expect(entities.length).toBeGreaterThan(10);
    expect(entities.filter((entity) => !(entity in auditEntityLabels))).toEqual([]);
  });

  it('name the amounts and statuses the backend records', () => {
    const fields = ['depositCentavos', 'amountCentavos', 'totalAmountCentavos', 'remainingBalanceCentavos', 'basePriceCentavos', 'status', 'refundStatus'];
    for (const field of fields) expect(recorded).toContain(field);
    expect(fields.filter((field) => !(field in auditFieldLabels))).toEqual([]);
  });
});
