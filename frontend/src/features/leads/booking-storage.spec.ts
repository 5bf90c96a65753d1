import { BOOKING_STORAGE_KEY, isBookingId, newBookingId, readSavedBooking, saveBooking } from './booking-storage';

beforeEach(() => window.sessionStorage.clear());

describe('the booking kept in sessionStorage', () => {
  it('starts a new booking with a fresh v4 id when nothing is saved', () => {
    const booking = readSavedBooking();

    expect(booking.step).toBe(1);
    expect(booking.paid).toBe(false);
    expect(isBookingId(booking.values.bookingId)).toBe(true);
    expect(readSavedBooking().values.bookingId).not.toBe(booking.values.bookingId);
  });

  it('gives back what was saved', () => {
    const booking = readSavedBooking();
    const values = { ...booking.values, name: 'Ana López', investmentRange: '20+' as const, productsOfInterest: ['membresias' as const], acceptTerms: true };
    saveBooking({ step: 3, paid: false, values });

    expect(readSavedBooking()).toEqual({ step: 3, paid: false, values });
  });

  it('drops values that the booking does not offer, and starts over on a broken entry', () => {
    const bookingId = newBookingId();
    window.sessionStorage.setItem(
      BOOKING_STORAGE_KEY,
      JSON.stringify({ step: 9, values: { bookingId, name: 42, investmentRange: '100+', productsOfInterest: ['patrocinios', 'membresias'] } }),
    );

    expect(readSavedBooking()).toEqual({
      step: 1,
      paid: false,
      values: { bookingId, name: '', email: '', phone: '', investmentRange: '', productsOfInterest: ['membresias'], additionalInfo: '', acceptTerms: false },
    });

    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, '{not json');
    expect(isBookingId(readSavedBooking().values.bookingId)).toBe(true);
  });
});
