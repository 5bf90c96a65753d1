import { NOT_FOUND_META, pageMetaFor } from './page-meta';

describe('page meta', () => {
  it.each([
    ['/', true],
    ['/socios', true],
    ['/servicios', true],
    ['/partners', true],
    ['/presentaciondeservicios', false],
    ['/admin/solicitudes', false],
    ['/reset-password/abc', false],
    ['/investors/activar/xyz', false],
  ])('%s is indexable: %s', (path, indexable) => {
    expect(pageMetaFor(path).indexable).toBe(indexable);
  });

  it('gives each public page its own title', () => {
    const titles = ['/', '/servicios', '/partners'].map((path) => pageMetaFor(path).title);
    expect(new Set(titles).size).toBe(3);
  });

  it('names the not-found page in English', () => {
    expect(NOT_FOUND_META.title).toBe('Page Not Found');
  });
});
