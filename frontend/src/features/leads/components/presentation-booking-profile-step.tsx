import { BOOKING_INVESTMENT_RANGES, BOOKING_PRODUCTS } from '@cdm/contracts';
import { InvestmentFields, OptionalTextArea } from '@/lib/wizard/step-fields';
import type { BindField } from '@/lib/wizard/use-step-wizard';
import type { BookingFormValues } from '../booking-storage';
import { bookingTexts as t } from '../texts';

/** Step 2 of /agendar: the investment range, the products (the first five only) and a free note. */
export function BookingProfileStep({ field }: { field: BindField<BookingFormValues> }) {
  return (
    <>
      <InvestmentFields field={field} texts={t} ranges={BOOKING_INVESTMENT_RANGES} products={BOOKING_PRODUCTS} />
      <OptionalTextArea label={t.fields.additionalInfo} hint={t.optional} placeholder={t.placeholders.additionalInfo} rows={4} binding={field('additionalInfo')} />
    </>
  );
}
