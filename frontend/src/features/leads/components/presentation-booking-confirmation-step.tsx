import { BOOKING_INVESTMENT_RANGES, BOOKING_MESSAGES as m } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { usePublicSettings } from '@/lib/public-settings';
import { SummaryList, TermsCheckbox } from '@/lib/wizard/step-fields';
import type { BindField } from '@/lib/wizard/use-step-wizard';
import { Button } from '@/ui/button';
import type { BookingFormValues } from '../booking-storage';
import { bookingTexts as t } from '../texts';

function DepositNotice() {
  const settings = usePublicSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="text-sm text-zinc-300">
        {t.depositLoading}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-race-300">
        {t.depositError}
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return <p className="text-sm text-zinc-200">{t.depositNotice(formatPesos(settings.data.bookingDepositCentavos))}</p>;
}

/** Step 3 of /agendar: the summary (the products as a count), the terms, and the deposit to come. */
export function BookingConfirmationStep({ values, productsCount, field }: { values: BookingFormValues; productsCount: number; field: BindField<BookingFormValues> }) {
  const s = t.summary;
  const rangeLabel = BOOKING_INVESTMENT_RANGES.find((option) => option.value === values.investmentRange)?.label ?? '';
  return (
    <>
      <SummaryList
        id="booking-summary-heading"
        heading={t.summaryHeading}
        rows={[
          { label: s.name, value: values.name },
          { label: s.email, value: values.email },
          { label: s.phone, value: values.phone },
          { label: s.investmentRange, value: rangeLabel },
          { label: s.products, value: t.productsSelected(productsCount) },
        ]}
      />
      <TermsCheckbox label={m.terms} binding={field('acceptTerms')} />
      <DepositNotice />
    </>
  );
}
