import { detailLineText, summarizeChange } from './audit-detail';

describe('audit entry detail, shown compactly', () => {
  it('lists only the fields that changed, before → after', () => {
    const lines = summarizeChange({ processed: false, email: 'a@b.mx' }, { processed: true, email: 'a@b.mx' });

    expect(lines.map(detailLineText)).toEqual(['processed: No → Sí']);
  });

  it('lists the fields of a creation (no before) and says nothing when there is no detail', () => {
    expect(summarizeChange(null, { role: 'advisor', disabled: false }).map(detailLineText)).toEqual(['role: advisor', 'disabled: No']);
    expect(summarizeChange(null, null)).toEqual([]);
  });
});
