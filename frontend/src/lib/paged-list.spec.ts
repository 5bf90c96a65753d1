import { listQueryString, pageCountOf } from './paged-list';

describe('pageCountOf', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
    expect(pageCountOf(51, 25)).toBe(3);
  });
});

describe('listQueryString', () => {
  it('keeps the order given, trims texts and leaves out the empty ones', () => {
    expect(listQueryString({ filter: 'all', page: 1, pageSize: 25, search: '' })).toBe('filter=all&page=1&pageSize=25');
    expect(listQueryString({ page: 2, pageSize: 25, search: '  luis ' })).toBe('page=2&pageSize=25&search=luis');
    expect(listQueryString({ page: 1, pageSize: 25, action: '', entityType: 'staff' })).toBe('page=1&pageSize=25&entityType=staff');
  });
});
