import { NOT_FOUND_META, pageMetaFor, SITEMAP_PATHS } from './page-meta';

describe('page meta', () => {
  it.each([
    ['/', true],
    ['/socios', true],
    ['/servicios', true],
    ['/partners', true],
    ['/agendar', true],
    ['/agendar-confirmacion', false],
    ['/aplicar', true],
    ['/presentaciondeservicios', false],
    ['/admin/solicitudes', false],
    ['/reset-password/abc', false],
    ['/investors/activar/xyz', false],
    ['/investors/carta-de-intencion', false],
    ['/dashboard/unidades', false],
  ])('%s is indexable: %s', (path, indexable) => {
    expect(pageMetaFor(path).indexable).toBe(indexable);
  });

  it('gives each public page its own title', () => {
    const titles = ['/', '/servicios', '/partners', '/agendar', '/agendar-confirmacion', '/aplicar'].map((path) => pageMetaFor(path).title);
    expect(new Set(titles).size).toBe(6);
  });

  it('titles the partners\' portal after its letter and keeps it out of search engines', () => {
    expect(pageMetaFor('/investors/carta-de-intencion')).toEqual({
      title: 'Carta de Intención | Ciudad Deporte Motor ZMG',
      description: 'Área privada de Ciudad Deporte Motor ZMG.',
      indexable: false,
    });
  });

  it('titles the data room and keeps it out of search engines and the sitemap', () => {
    expect(pageMetaFor('/data-room')).toEqual({ title: 'Data Room | Ciudad Deporte Motor ZMG', description: 'Área privada de Ciudad Deporte Motor ZMG.', indexable: false });
    expect(SITEMAP_PATHS).not.toContain('/data-room');
  });

  it('names the not-found page in English', () => {
    expect(NOT_FOUND_META.title).toBe('Page Not Found');
  });
});
