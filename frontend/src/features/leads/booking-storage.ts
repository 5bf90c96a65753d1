import { bookingInvestmentRangeValues, bookingProductValues, type BookingInvestmentRange, type ProductOfInterest } from '@cdm/contracts';
import { draftChoice, draftChoices, draftContact, draftStep, draftText, isUuidV4, newUuidV4, sessionDraft } from '@/lib/wizard/session-draft';

// What a person typed on /agendar, kept for the browser tab (lib/wizard/session-draft.ts), with the
// bookingId the server keys on (it then reuses the booking and its payment intent).

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

const draft = sessionDraft<SavedBooking>(BOOKING_STORAGE_KEY);

export const isBookingId = isUuidV4;
export const newBookingId = newUuidV4;

export function emptyBooking(): SavedBooking {
  const values: BookingFormValues = { bookingId: newBookingId(), name: '', email: '', phone: '', investmentRange: '', productsOfInterest: [], additionalInfo: '', acceptTerms: false };
  return { step: 1, paid: false, values };
}

/** The saved booking, or a new one when there is none or it cannot be read. */
export function readSavedBooking(): SavedBooking {
  const saved = draft.read();
  if (!saved || !isBookingId(saved.values.bookingId)) return emptyBooking();
  const { entry, values } = saved;
  return {
    step: draftStep<BookingStep>(entry.step, 4),
    paid: entry.paid === true,
    values: {
      bookingId: saved.values.bookingId,
      ...draftContact(values),
      investmentRange: draftChoice(bookingInvestmentRangeValues, values.investmentRange),
      productsOfInterest: draftChoices(bookingProductValues, values.productsOfInterest),
      additionalInfo: draftText(values.additionalInfo, 4000),
      acceptTerms: values.acceptTerms === true,
    },
  };
}

export const saveBooking = (booking: SavedBooking): void => draft.save(booking);

export const clearSavedBooking = (): void => draft.clear();
