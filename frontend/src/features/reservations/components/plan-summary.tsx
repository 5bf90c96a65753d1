import type { ProductTypeView, UnitView } from '@cdm/contracts';
import type { PlanChoice } from '@cdm/domain';
import { useId } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { DialogFooter } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useSendQuotationEmail } from '../api/send-quotation-email';
import { formatIsoDate, planFigures, toPlanChoiceDto } from '../plan-choice';
import { summaryTexts as t } from '../texts';
import { planPriceCentavos, unitTypeName } from '../unit-inventory';
import { PlanFigures } from './plan-figures';
import { StepBody } from './step-body';
import { StepProblem, type FlowProblem } from './step-problem';

export type PlanSummaryProps = {
  title: string;
  unit: UnitView;
  productTypes: readonly ProductTypeView[];
  choice: PlanChoice;
  /** The live reservation deposit setting; undefined while it loads. */
  depositCentavos: number | undefined;
  /** The live block setting (hours a bank-transfer block holds the unit). */
  blockHours: number;
  pending: 'card' | 'transfer' | null;
  problem: FlowProblem | null;
  /** Someone else holds the unit now: neither way to pay is offered; the notice (`noticeId`) says why. */
  taken?: boolean;
  noticeId?: string;
  onEditPlan: () => void;
  onPayByCard: () => void;
  onPayByTransfer: () => void;
  onChooseAnotherUnit: () => void;
};

/** investor-portal.md §2.5 plan summary: the plan, the quotation by email, and the two ways to pay the deposit. */
export function PlanSummary({
  title,
  unit,
  productTypes,
  choice,
  depositCentavos,
  blockHours,
  pending,
  problem,
  taken = false,
  noticeId,
  onEditPlan,
  onPayByCard,
  onPayByTransfer,
  onChooseAnotherUnit,
}: PlanSummaryProps) {
  const figures = planFigures(planPriceCentavos(unit), choice);
  const quotation = useSendQuotationEmail();
  const busy = pending !== null;
  const payDisabled = busy || taken;
  const whyDisabled = taken ? noticeId : undefined;
  const depositHeadingId = useId();

  const sendQuotation = () => {
    if (quotation.isPending) return;
    quotation.mutate(
      { paymentPlan: toPlanChoiceDto(unit.unitCode, choice) },
      {
        onSuccess: () => notify.success(t.quotationSent, t.quotationSentDescription),
        onError: (cause) => notify.error(t.quotationFailed, asApiError(cause).message),
      },
    );
  };

  const facts: Array<[string, string]> = [
    [t.unit, `${unit.unitCode} · ${unitTypeName(unit, productTypes)}`],
    [t.term, t.termValue(choice.termMonths)],
    [t.paymentDay, t.paymentDayValue(choice.paymentDay)],
    [t.downPaymentDate, formatIsoDate(choice.downPaymentScheduledDate)],
  ];

  return (
    <>
      <StepBody label={title} aria-busy={busy}>
        <div className="grid gap-5">
          {/* When the live notice already offers another unit (taken), the problem does not offer it twice. */}
          {problem ? <StepProblem problem={problem} onChooseAnotherUnit={taken ? undefined : onChooseAnotherUnit} /> : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
                <dd className="mt-0.5 text-base font-semibold text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <PlanFigures figures={figures} />
          <div>
            <Button variant="outline" onClick={sendQuotation} disabled={quotation.isPending} aria-busy={quotation.isPending}>
              {quotation.isPending ? <Spinner /> : null}
              {quotation.isPending ? t.sendingQuotation : t.sendQuotation}
            </Button>
          </div>
          <section aria-labelledby={depositHeadingId} className="rounded-lg border border-graphite-600 bg-graphite-800 p-4">
            <h3 id={depositHeadingId} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
              {t.depositHeading}
            </h3>
            <p className="mt-1 font-display text-3xl font-bold text-white">
              {depositCentavos === undefined ? <span className="inline-block h-8 w-40 rounded bg-graphite-700 motion-safe:animate-pulse" /> : formatPesos(depositCentavos)}
            </p>
            <p className="mt-1 text-sm text-zinc-300">{t.depositNote}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button onClick={onPayByCard} disabled={payDisabled} aria-busy={pending === 'card'} aria-describedby={whyDisabled}>
                {pending === 'card' ? <Spinner /> : null}
                {pending === 'card' ? t.reserving : t.payByCard}
              </Button>
              <Button variant="outline" onClick={onPayByTransfer} disabled={payDisabled} aria-busy={pending === 'transfer'} aria-describedby={whyDisabled}>
                {pending === 'transfer' ? <Spinner /> : null}
                {pending === 'transfer' ? t.blocking : t.payByTransfer}
              </Button>
            </div>
            <p className="mt-3 text-xs text-zinc-300">{t.transferNote(blockHours)}</p>
          </section>
        </div>
      </StepBody>
      <DialogFooter>
        <Button variant="outline" onClick={onEditPlan} disabled={busy}>
          {t.editPlan}
        </Button>
      </DialogFooter>
    </>
  );
}
