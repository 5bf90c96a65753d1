import fc from 'fast-check';
import { jsonDepth, JSON_MAX_DEPTH } from './edge';

describe('jsonDepth', () => {
  it.each([
    ['a scalar', 'texto', 0],
    ['null', null, 0],
    ['an empty array', [], 1],
    ['an empty object', {}, 1],
    ['a flat form', { fullName: 'Ana', email: 'ana@example.mx', tags: ['a', 'b'] }, 2],
    ['mixed nesting', { a: [{ b: [1, { c: {} }] }] }, 6],
  ])('measures %s', (_name, value, depth) => {
    expect(jsonDepth(value)).toBe(depth);
  });

  it('measures 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(jsonDepth(deep)).toBe(100_000);
    // Stops early once past the bound it is asked about.
    expect(jsonDepth(deep, JSON_MAX_DEPTH)).toBe(JSON_MAX_DEPTH + 1);
  });

  it('agrees with a recursive count on any JSON value', () => {
    const recursive = (value: unknown): number =>
      value === null || typeof value !== 'object' ? 0 : 1 + Math.max(0, ...Object.values(value as object).map(recursive));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(jsonDepth(value)).toBe(recursive(value));
      }),
    );
  });
});
