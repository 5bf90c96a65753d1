// Campaign attribution sent along with lead forms: utm_* from the landing URL (kept for the
// browser session so in-app navigation does not lose them) and the external referrer.

const STORAGE_KEY = 'cdm:utm';
// The API rejects longer values (SubmitInformationRequestDto), and the visitor cannot fix these.
const MAX_UTM_LENGTH = 200;
const MAX_REFERRER_LENGTH = 500;

const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

type UtmField = (typeof UTM_PARAMS)[keyof typeof UTM_PARAMS];

export type Attribution = Partial<Record<UtmField, string>> & { referrerPage?: string };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked by privacy settings; attribution is best effort.
    return null;
  }
}

function utmFrom(search: string): Partial<Record<UtmField, string>> {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmField, string>> = {};
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param)?.trim().slice(0, MAX_UTM_LENGTH);
    if (value) utm[field] = value;
  }
  return utm;
}

/** Call once at start-up: a URL carrying utm_* replaces what the session had stored. */
export function captureCampaignParams(search: string = window.location.search): void {
  const utm = utmFrom(search);
  if (Object.keys(utm).length === 0) return;
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // Quota or privacy mode: skip.
  }
}

function storedUtm(): Partial<Record<UtmField, string>> {
  const raw = sessionStore()?.getItem(STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: Partial<Record<UtmField, string>> = {};
    for (const field of Object.values(UTM_PARAMS)) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim() !== '') utm[field] = value.trim().slice(0, MAX_UTM_LENGTH);
    }
    return utm;
  } catch {
    return {};
  }
}

/** Only the values present: never empty strings. */
export function readAttribution(): Attribution {
  const referrer = document.referrer.trim().slice(0, MAX_REFERRER_LENGTH);
  return { ...storedUtm(), ...(referrer ? { referrerPage: referrer } : {}) };
}
