// How a visitor arrived (issue 31, decisions.md #73): the first visit this browser made and the latest
// one that came from a campaign or another site, kept first-party in localStorage (no cookie, nobody
// else's script) and sent with the four public forms. It runs on every page before the router, so it
// stays tiny: the URL is read at once, the storage is written when the browser is idle.

export type Touch = {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
  term?: string;
  referrerHost?: string;
  landingPath?: string;
  at?: string;
};

export type Attribution = { firstTouch?: Touch; lastTouch?: Touch };

const FIRST_KEY = 'cdm:touch:first';
const LAST_KEY = 'cdm:touch:last';
// The bounds the API accepts (ATTRIBUTION_LIMITS in libs/contracts, not imported: that would bring the
// validation library into every page's first script; attribution.spec.ts checks they agree).
export const TOUCH_LIMITS = { utm: 200, referrerHost: 255, landingPath: 500, at: 40 } as const;

const UTM_PARAMS = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_content', 'content'],
  ['utm_term', 'term'],
] as const;
const TOUCH_FIELDS = ['source', 'medium', 'campaign', 'content', 'term', 'referrerHost', 'landingPath', 'at'] as const;
const LIMIT_OF: Record<(typeof TOUCH_FIELDS)[number], number> = {
  source: TOUCH_LIMITS.utm,
  medium: TOUCH_LIMITS.utm,
  campaign: TOUCH_LIMITS.utm,
  content: TOUCH_LIMITS.utm,
  term: TOUCH_LIMITS.utm,
  referrerHost: TOUCH_LIMITS.referrerHost,
  landingPath: TOUCH_LIMITS.landingPath,
  at: TOUCH_LIMITS.at,
};
// What the API accepts of these fields besides their length (a stored value that does not fit is left out, never sent to fail the form).
const SHAPE_OF: Partial<Record<(typeof TOUCH_FIELDS)[number], (value: string) => boolean>> = {
  referrerHost: (value) => /^[^\s/?#@]+$/.test(value),
  landingPath: (value) => /^\/[^\s?#]*$/.test(value),
  at: (value) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) && !Number.isNaN(Date.parse(value)),
};
// Pages whose path carries a one-time secret: only their prefix is kept.
const SECRET_PATHS = ['/reset-password/', '/investors/activar/'];

type Visit = { touch: Touch; fromElsewhere: boolean };

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked by privacy settings: attribution is best effort.
    return null;
  }
}

/** The path without what it must not keep (a query string never reaches here: `pathname` has none). */
function landingPathOf(pathname: string): string {
  const secret = SECRET_PATHS.find((prefix) => pathname.startsWith(prefix));
  return (secret ? `${secret}:token` : pathname).slice(0, TOUCH_LIMITS.landingPath);
}

function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).host;
    return host && host !== ownHost ? host.slice(0, TOUCH_LIMITS.referrerHost) : undefined;
  } catch {
    return undefined;
  }
}

/** This page load as a touch; `fromElsewhere` when it carries utm values or comes from another site. */
export function visitOf(location: Pick<Location, 'search' | 'pathname' | 'host'>, referrer: string, now: Date): Visit {
  const params = new URLSearchParams(location.search);
  const touch: Touch = {};
  for (const [param, field] of UTM_PARAMS) {
    const value = params.get(param)?.trim().slice(0, TOUCH_LIMITS.utm);
    if (value) touch[field] = value;
  }
  const campaign = Object.keys(touch).length > 0;
  const referrerHost = referrerHostOf(referrer, location.host);
  if (referrerHost) touch.referrerHost = referrerHost;
  touch.landingPath = landingPathOf(location.pathname || '/');
  touch.at = now.toISOString();
  return { touch, fromElsewhere: campaign || referrerHost !== undefined };
}

/**
 * The first touch is kept once, whatever brought it (a direct first visit has no campaign); the last
 * touch is replaced by every visit from a campaign or another site, never by a direct one or by
 * moving between our own pages.
 */
function remember({ touch, fromElsewhere }: Visit): void {
  const storage = store();
  if (!storage) return;
  try {
    if (!storage.getItem(FIRST_KEY)) storage.setItem(FIRST_KEY, JSON.stringify(touch));
    if (fromElsewhere || !storage.getItem(LAST_KEY)) storage.setItem(LAST_KEY, JSON.stringify(touch));
  } catch {
    // Quota or privacy mode: skip.
  }
}

let pending: Visit | null = null;

function flush(): void {
  if (!pending) return;
  const visit = pending;
  pending = null;
  remember(visit);
}

/** Call once at start-up, before the router can rewrite the URL. */
export function captureCampaignParams(location: Pick<Location, 'search' | 'pathname' | 'host'> = window.location, referrer = document.referrer): void {
  flush();
  pending = visitOf(location, referrer, new Date());
  // The first use of storage can be slow on a phone, and nothing reads it before a form is sent.
  const idle = (window as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(flush, { timeout: 3_000 });
  else window.setTimeout(flush, 0);
}

/** A stored touch, with only the fields and lengths the API accepts (storage is anyone's to edit). */
function readTouch(storage: Storage, key: string): Touch | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const touch: Touch = {};
    for (const field of TOUCH_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value !== 'string' || value.trim() === '') continue;
      const kept = value.trim().slice(0, LIMIT_OF[field]);
      if (SHAPE_OF[field]?.(kept) ?? true) touch[field] = kept;
    }
    return Object.keys(touch).length > 0 ? touch : undefined;
  } catch {
    return undefined;
  }
}

/** What a form sends as `attribution`, or undefined when the browser kept nothing. */
export function readAttribution(): Attribution | undefined {
  flush();
  const storage = store();
  if (!storage) return undefined;
  const firstTouch = readTouch(storage, FIRST_KEY);
  const lastTouch = readTouch(storage, LAST_KEY);
  if (!firstTouch && !lastTouch) return undefined;
  return { ...(firstTouch ? { firstTouch } : {}), ...(lastTouch ? { lastTouch } : {}) };
}

/** A form's JSON body with how the visitor arrived, when the browser kept it. */
export function withAttribution<T extends object>(body: T): T & { attribution?: Attribution } {
  const attribution = readAttribution();
  return attribution ? { ...body, attribution } : body;
}
