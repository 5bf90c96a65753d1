import { BankAccountList, bankAccountTexts, BankExampleNotice, useBankTransferDetails } from '@/lib/bank-transfer';
import { formatDate, formatPesos } from '@/lib/format';
import { ErrorState } from '@/ui/states';
import { useMyPartnerPlans } from '../api/get-my-partner-plans';
import { myPartnerPlansTexts as t } from '../texts';

/**
 * Mi Garage, after a sale: each plan's stable CDM-S-… reference beside the account to pay into
 * (product-decisions.md "Bank details and references"). Nothing while it loads or when the investor
 * has no plan yet; the reservations list below has its own states.
 */
export function MyPartnerPlans() {
  const plans = useMyPartnerPlans();
  const { bank, failed } = useBankTransferDetails();

  if (plans.isError) return <ErrorState message={t.error} retryLabel={t.retry} onRetry={() => void plans.refetch()} />;
  if (!plans.data || plans.data.length === 0) return null;

  return (
    <section aria-label={t.heading} className="mb-6 grid gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-5">
      <h3 className="font-display text-lg font-bold text-white">{t.heading}</h3>
      <p className="text-sm text-zinc-200">{t.lead}</p>
      <BankExampleNotice bank={bank} />
      {bank ? (
        <BankAccountList bank={bank} className="grid gap-2 sm:grid-cols-3" />
      ) : failed ? (
        <p className="text-sm text-amber-100">{bankAccountTexts.unavailable}</p>
      ) : null}
      <ul aria-label={t.listLabel} className="grid gap-3">
        {plans.data.map((plan) => (
          <li key={plan.reservationId} className="rounded-lg border border-graphite-600 bg-graphite-800 p-3">
            <p className="font-semibold text-white">{plan.productPurchased}</p>
            <dl className="mt-2 grid gap-2 sm:grid-cols-3">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.reference}</dt>
                <dd className="mt-0.5 font-mono text-base font-semibold break-all text-white">{plan.reference}</dd>
              </div>
              {plan.nextPaymentDate ? (
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.nextPayment}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-white">
                    {t.nextPaymentValue(formatPesos(plan.nextPaymentAmountCentavos ?? plan.monthlyPaymentCentavos), formatDate(plan.nextPaymentDate))}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.remaining}</dt>
                <dd className="mt-0.5 text-sm font-semibold text-white">{formatPesos(plan.remainingBalanceCentavos)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
