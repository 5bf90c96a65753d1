// A wizard's draft, kept for the browser tab (sessionStorage) so that a reload or a failed request
// loses nothing, and the same browser-made id is sent again (decisions.md #19: the server then finds
// the same record and its payment intent instead of creating another). Each wizard keeps
// `{ values, step, …its own flags }` under its own key; what it reads back it checks field by field
// with the helpers below, since the tab's storage is anyone's to edit.

export type DraftEntry = {
  /** The saved entry, its fields still unchecked. */
  entry: Partial<Record<string, unknown>>;
  /** Its `values`, the fields of the form, still unchecked. */
  values: Partial<Record<string, unknown>>;
};

export type SessionDraft<T> = {
  /** What was saved under the key, or null when there is nothing, or nothing readable. */
  read(): DraftEntry | null;
  save(draft: T): void;
  clear(): void;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the wizard still works, it is just not kept.
    return null;
  }
}

const isRecord = (value: unknown): value is Partial<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** The draft of one wizard, under `key` in this tab's session storage. */
export function sessionDraft<T>(key: string): SessionDraft<T> {
  return {
    read() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(storage()?.getItem(key) ?? 'null');
      } catch {
        return null;
      }
      if (!isRecord(parsed)) return null;
      return { entry: parsed, values: isRecord(parsed.values) ? parsed.values : {} };
    },
    save(draft) {
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // Full or disabled storage: nothing to do.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Disabled storage: nothing was kept.
      }
    },
  };
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** A v4 uuid; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A saved text, cut at `max` characters; anything else reads as ''. */
export const draftText = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** One of the offered options, or '' (nothing chosen). */
export function draftChoice<T extends string>(options: readonly T[], value: unknown): T | '' {
  return options.find((option) => option === value) ?? '';
}

/** The offered options that were ticked, in the order offered. */
export function draftChoices<T extends string>(options: readonly T[], value: unknown): T[] {
  return Array.isArray(value) ? options.filter((option) => (value as unknown[]).includes(option)) : [];
}

/** A step from 1 to `count`; anything else is step 1. */
export function draftStep<S extends number>(value: unknown, count: number): S {
  return (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= count ? value : 1) as S;
}

/** The contact fields every wizard starts with, as saved. */
export function draftContact(values: Partial<Record<string, unknown>>): { name: string; email: string; phone: string } {
  return { name: draftText(values.name, 200), email: draftText(values.email, 300), phone: draftText(values.phone, 50) };
}
