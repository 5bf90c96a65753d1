import { captureCampaignParams, readAttribution } from './attribution';

beforeEach(() => {
  window.sessionStorage.clear();
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('campaign attribution', () => {
  it('keeps the utm values of the landing URL for the session and leaves out empty ones', () => {
    captureCampaignParams('?utm_source=facebook&utm_medium=cpc&utm_term=&utm_content=%20%20');
    captureCampaignParams('?otra=1');

    expect(readAttribution()).toEqual({ utmSource: 'facebook', utmMedium: 'cpc' });
  });

  it('replaces the stored campaign when a later page load carries a new one', () => {
    captureCampaignParams('?utm_source=facebook&utm_medium=cpc');
    captureCampaignParams('?utm_source=newsletter');

    expect(readAttribution()).toEqual({ utmSource: 'newsletter' });
  });

  it('adds the referrer only when there is one, within the length the API accepts', () => {
    Object.defineProperty(document, 'referrer', { value: `https://example.com/${'a'.repeat(600)}`, configurable: true });

    expect(readAttribution().referrerPage).toHaveLength(500);
  });

  it('cuts campaign values to the length the API accepts', () => {
    captureCampaignParams(`?utm_campaign=${'x'.repeat(300)}`);

    expect(readAttribution().utmCampaign).toHaveLength(200);
  });
});
