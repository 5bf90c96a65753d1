import { APPLICATION_INVESTMENT_RANGES, APPLICATION_PRODUCTS } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { usePublicSettings } from '@/lib/public-settings';
import { SummaryList, TermsCheckbox } from '@/lib/wizard/step-fields';
import type { BindField } from '@/lib/wizard/use-step-wizard';
import type { ApplicationFormValues } from '../application-storage';
import { applicationTexts as t } from '../texts';
import type { ReferralCheck } from './referral-code-status';

/** What step 3 says about the deposit: none with a valid referral code, else the live amount. */
function DepositNotice({ referral }: { referral: ReferralCheck }) {
  const settings = usePublicSettings();
  if (referral.status === 'valid') {
    return (
      <div role="note" aria-labelledby="direct-access-title" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100">
        <p id="direct-access-title" className="font-semibold text-white">
          {t.directAccessTitle}
        </p>
        <p className="mt-1">{t.directAccess(referral.ownerName)}</p>
      </div>
    );
  }
  if (settings.isPending) return <p className="text-sm text-zinc-300">{t.depositLoading}</p>;
  const amount = formatPesos(settings.data?.applicationDepositCentavos);
  return <p className="text-sm text-zinc-200">{amount ? t.depositNotice(amount) : t.depositNoticeGeneric}</p>;
}

/** Step 3 of /aplicar: the summary, the two boxes to tick, the deposit to come, and a refusal of the server. */
export function ApplicationConfirmationStep({
  values,
  field,
  referral,
  inReview,
}: {
  values: ApplicationFormValues;
  field: BindField<ApplicationFormValues>;
  referral: ReferralCheck;
  inReview: string | null;
}) {
  const s = t.summary;
  const social = [values.linkedin, values.instagram, values.facebook].map((value) => value.trim()).filter(Boolean);
  const optional = (value: string) => value.trim() || t.none;
  return (
    <>
      <SummaryList
        id="application-summary-heading"
        heading={t.summaryHeading}
        multiline
        rows={[
          { label: s.name, value: values.name },
          { label: s.email, value: values.email },
          { label: s.phone, value: values.phone },
          social.length > 0 ? { label: s.social, value: social.join('\n') } : null,
          { label: s.investmentRange, value: APPLICATION_INVESTMENT_RANGES.find((option) => option.value === values.investmentRange)?.label ?? '' },
          { label: s.products, value: APPLICATION_PRODUCTS.filter((option) => values.productsOfInterest.includes(option.value)).map((option) => option.label).join('\n') },
          { label: s.previousExperience, value: optional(values.previousExperience) },
          { label: s.referredBy, value: optional(values.referredBy) },
          { label: s.referralCode, value: optional(values.referralCode) },
          values.additionalInfo.trim() ? { label: s.additionalInfo, value: values.additionalInfo.trim() } : null,
        ]}
      />
      <div className="grid gap-3">
        <TermsCheckbox label={t.acceptTerms} binding={field('acceptTerms')} />
        <TermsCheckbox label={t.acceptRisks} binding={field('acceptRisks')} />
      </div>
      <DepositNotice referral={referral} />
      {inReview ? (
        <p role="alert" className="rounded-lg border border-race-400/50 bg-race-500/10 px-4 py-3 text-sm text-race-300">
          {inReview}
        </p>
      ) : null}
    </>
  );
}
