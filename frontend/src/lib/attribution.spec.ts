import { ATTRIBUTION_LIMITS } from '@cdm/contracts';
import { captureCampaignParams, readAttribution, TOUCH_LIMITS, visitOf } from './attribution';

const at = (search: string, pathname = '/', host = 'cdm.example.mx') => ({ search, pathname, host });

beforeEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('how a visitor arrived', () => {
  it('keeps the first visit ever and the latest one from a campaign or another site', () => {
    captureCampaignParams(at('?utm_source=google&utm_medium=cpc&utm_campaign=otono&utm_term=&utm_content=%20%20'), 'https://www.google.com/search?q=cdm');
    captureCampaignParams(at('', '/servicios'), 'https://cdm.example.mx/');
    captureCampaignParams(at('?utm_source=facebook&utm_campaign=invierno', '/agendar'), '');
    captureCampaignParams(at('', '/aplicar'), '');

    const attribution = readAttribution();
    expect(attribution?.firstTouch).toEqual({ source: 'google', medium: 'cpc', campaign: 'otono', referrerHost: 'www.google.com', landingPath: '/', at: expect.any(String) });
    // Moving between our own pages and a direct visit never replace the last campaign.
    expect(attribution?.lastTouch).toEqual({ source: 'facebook', campaign: 'invierno', landingPath: '/agendar', at: expect.any(String) });
  });

  it('takes a first direct visit as the first touch, without a campaign, and a later referral as the last', () => {
    captureCampaignParams(at('', '/partners'), '');
    captureCampaignParams(at('', '/'), 'https://blog.example.com/articulo');

    expect(readAttribution()).toEqual({
      firstTouch: { landingPath: '/partners', at: expect.any(String) },
      lastTouch: { referrerHost: 'blog.example.com', landingPath: '/', at: expect.any(String) },
    });
  });

  it('writes the storage only once the browser is idle, and a form sent before that still carries the visit', () => {
    jest.useFakeTimers();
    captureCampaignParams(at('?utm_campaign=rapido'), '');
    expect(window.localStorage.getItem('cdm:touch:first')).toBeNull();
    expect(readAttribution()?.firstTouch?.campaign).toBe('rapido');

    captureCampaignParams(at('?utm_campaign=despues'), '');
    jest.runAllTimers();
    expect(JSON.parse(window.localStorage.getItem('cdm:touch:last') ?? '{}').campaign).toBe('despues');
  });

  it('keeps no query string and no one-time secret of the landing path', () => {
    expect(visitOf(at('?utm_source=x&email=ana@example.mx', '/agendar'), '', new Date()).touch.landingPath).toBe('/agendar');
    expect(visitOf(at('', '/reset-password/abc123secreto'), '', new Date()).touch.landingPath).toBe('/reset-password/:token');
    expect(visitOf(at('', '/investors/activar/abc123secreto'), '', new Date()).touch.landingPath).toBe('/investors/activar/:token');
  });

  it('cuts every value to the bounds the API accepts, which are the contracts\' bounds', () => {
    expect(TOUCH_LIMITS).toEqual(ATTRIBUTION_LIMITS);
    const { touch } = visitOf(at(`?utm_campaign=${'x'.repeat(300)}`, `/${'a'.repeat(600)}`), `https://${'h'.repeat(300)}.example.com/`, new Date());
    expect(touch.campaign).toHaveLength(ATTRIBUTION_LIMITS.utm);
    expect(touch.landingPath).toHaveLength(ATTRIBUTION_LIMITS.landingPath);
    expect(touch.referrerHost).toHaveLength(ATTRIBUTION_LIMITS.referrerHost);
  });

  it('sends nothing when nothing was kept, and leaves out stored values the API would refuse', () => {
    expect(readAttribution()).toBeUndefined();
    window.localStorage.setItem('cdm:touch:first', JSON.stringify({ campaign: 42, landingPath: 'sin-barra', at: 'ayer', source: '<b>x</b>', referrerHost: 'https://x.com/y' }));
    window.localStorage.setItem('cdm:touch:last', '{no es json');
    expect(readAttribution()).toEqual({ firstTouch: { source: '<b>x</b>' } });
  });
});
