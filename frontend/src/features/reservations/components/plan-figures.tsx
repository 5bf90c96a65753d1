import type { PaymentPlanFigures } from '@cdm/domain';
import { clsx } from 'clsx';
import { formatNumber, formatPesos } from '@/lib/format';
import { ANNUAL_INTEREST_BASIS_POINTS } from '../plan-choice';
import { figuresTexts as t } from '../texts';

type Row = { label: string; value: string; strong?: boolean; testId?: string };

/** The figures of a plan, as libs/domain computes them on both sides. */
export function PlanFigures({ figures }: { figures: PaymentPlanFigures }) {
  const rate = formatNumber(ANNUAL_INTEREST_BASIS_POINTS / 100);
  const discountCentavos = figures.basePriceCentavos - figures.totalAmountCentavos;
  const rows: Row[] = [
    { label: t.listPrice, value: formatPesos(figures.basePriceCentavos) },
    { label: t.discount(figures.discountPercent), value: discountCentavos > 0 ? `−${formatPesos(discountCentavos)}` : formatPesos(0) },
    { label: t.total, value: formatPesos(figures.totalAmountCentavos), strong: true },
    { label: t.downPayment(figures.downPaymentPercent), value: formatPesos(figures.downPaymentCentavos) },
    { label: t.monthly(figures.monthlyPaymentPercent, figures.termMonths), value: formatPesos(figures.monthlyPaymentCentavos), strong: true, testId: 'monthly-payment' },
    { label: t.finalPayment(figures.finalPaymentPercent), value: formatPesos(figures.finalPaymentCentavos) },
    { label: t.finalWithInterest, value: formatPesos(figures.finalPaymentWithInterestCentavos) },
    { label: t.interest(rate), value: formatPesos(figures.totalInterestCentavos) },
    { label: t.totalPayment, value: formatPesos(figures.totalPaymentCentavos), strong: true },
  ];
  return (
    <dl className="divide-y divide-graphite-700 rounded-lg border border-graphite-700 bg-graphite-800">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-sm text-zinc-300">{row.label}</dt>
          <dd data-testid={row.testId} className={clsx('text-right tabular-nums', row.strong ? 'text-base font-bold text-white' : 'text-sm text-zinc-100')}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
