import { bookingInvestmentRangeValues, bookingProductValues, type BookingInvestmentRange, type ProductOfInterest } from '@cdm/contracts';

// What a person typed on /agendar, kept for the browser tab (sessionStorage) so that a reload or a
// failed request loses nothing, and the same bookingId is sent again (the server then reuses the
// booking and its payment intent instead of creating another).

export type BookingStep = 1 | 2 | 3 | 4;

export type BookingFormValues = {
  bookingId: string;
  name: string;
  email: string;
  phone: string;
  investmentRange: BookingInvestmentRange | '';
  productsOfInterest: ProductOfInterest[];
  additionalInfo: string;
  acceptTerms: boolean;
};

export type SavedBooking = {
  values: BookingFormValues;
  step: BookingStep;
  /** The deposit went through; only the submission of the information may be missing. */
  paid: boolean;
};

export const BOOKING_STORAGE_KEY = 'cdm:agendar';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isBookingId(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** A v4 uuid; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newBookingId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function emptyBooking(): SavedBooking {
  return {
    step: 1,
    paid: false,
    values: {
      bookingId: newBookingId(),
      name: '',
      email: '',
      phone: '',
      investmentRange: '',
      productsOfInterest: [],
      additionalInfo: '',
      acceptTerms: false,
    },
  };
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled by the browser: the booking still works, it is just not kept.
    return null;
  }
}

/** The saved booking, or a new one when there is none or it cannot be read. */
export function readSavedBooking(): SavedBooking {
  const fresh = emptyBooking();
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(BOOKING_STORAGE_KEY) ?? 'null');
  } catch {
    return fresh;
  }
  if (typeof parsed !== 'object' || parsed === null) return fresh;
  const saved = parsed as Partial<Record<keyof SavedBooking, unknown>>;
  const values = (typeof saved.values === 'object' && saved.values !== null ? saved.values : {}) as Partial<Record<keyof BookingFormValues, unknown>>;
  if (!isBookingId(values.bookingId)) return fresh;

  const range = bookingInvestmentRangeValues.find((option) => option === values.investmentRange) ?? '';
  const products = Array.isArray(values.productsOfInterest)
    ? bookingProductValues.filter((product) => (values.productsOfInterest as unknown[]).includes(product))
    : [];
  const step = [1, 2, 3, 4].includes(saved.step as number) ? (saved.step as BookingStep) : 1;
  return {
    step,
    paid: saved.paid === true,
    values: {
      bookingId: values.bookingId,
      name: text(values.name, 200),
      email: text(values.email, 300),
      phone: text(values.phone, 50),
      investmentRange: range,
      productsOfInterest: products,
      additionalInfo: text(values.additionalInfo, 4000),
      acceptTerms: values.acceptTerms === true,
    },
  };
}

export function saveBooking(booking: SavedBooking): void {
  try {
    storage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify(booking));
  } catch {
    // Full or disabled storage: nothing to do.
  }
}

export function clearSavedBooking(): void {
  try {
    storage()?.removeItem(BOOKING_STORAGE_KEY);
  } catch {
    // Disabled storage: nothing was kept.
  }
}
