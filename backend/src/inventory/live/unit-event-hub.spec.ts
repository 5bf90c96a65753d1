import type { UnitView } from '@cdm/contracts';
import { unitChangeFrame, versionOf } from './unit-event-hub';

const VIEW: UnitView = {
  unitCode: 'A1P',
  unitNumber: 1,
  module: 'A',
  level: 1,
  productType: 'box-premium-panamericana',
  status: 'available',
  areaM2: 60,
  basePriceCentavos: 10_000_000_00,
  currentPriceCentavos: 10_000_000_00,
};

describe('the live stream’s frames', () => {
  it('reads a Last-Event-ID as a version only when it is a plain whole number', () => {
    expect(versionOf('42')).toBe(42);
    expect(versionOf('0')).toBe(0);
    for (const other of [undefined, '', '-1', '4.2', '42abc', ' 42', '1'.repeat(16), ['42']]) expect(versionOf(other)).toBeNull();
  });

  it('writes one change as an event named unit with its version as id, the status the change gave, on one data line', () => {
    const frame = unitChangeFrame({ version: 7, unitCode: 'A1P', previousStatus: 'available', status: 'blocked' }, VIEW);
    const [id, event, data, ...rest] = frame.split('\n');
    expect([id, event]).toEqual(['id: 7', 'event: unit']);
    expect(JSON.parse(data.slice('data: '.length))).toEqual({ version: 7, unit: { ...VIEW, status: 'blocked' }, previousStatus: 'available' });
    expect(rest).toEqual(['', '']);
  });
});
