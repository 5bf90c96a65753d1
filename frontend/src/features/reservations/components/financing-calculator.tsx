import { DASHBOARD_PLAN_DEFAULTS, DASHBOARD_SHARE_CAP, UNIT_DIALOG_SHARE_CAP, type PlanChoice } from '@cdm/domain';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { asApiError } from '@/lib/api-client';
import { formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { FormField, NativeSelect } from '@/ui/form-field';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useActiveProductTypes, useUnits } from '../api/get-units';
import { useSendQuotationEmail } from '../api/send-quotation-email';
import { availableUnitsOf, financingProducts, FINANCING_PRODUCT_CODES } from '../financing-products';
import { defaultPlanChoice, todayIsoDate, toPlanChoiceDto } from '../plan-choice';
import { financingTexts as t } from '../texts';
import { PlanCalculatorForm, usePlanChoiceForm } from './payment-plan-calculator';

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-zinc-300">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

/**
 * investor-portal.md §2.4 financing tab, §9: the dashboard calculator. Same form and figures as the unit dialog's,
 * with the sum of down and final payment capped at 100 and a default term of 24 months; the
 * product's price comes from the live price list. 'Enviarme esta cotización' emails the plan of one
 * unit of the map, which the server prices and checks with the unit dialog's rules.
 */
export function FinancingCalculator() {
  const formId = useId();
  const quoteNoteId = `${formId}-quote-note`;
  const [today] = useState(() => todayIsoDate());
  const [productCode, setProductCode] = useState<string>(FINANCING_PRODUCT_CODES[0]);
  const [chosenUnit, setChosenUnit] = useState('');
  const productTypes = useActiveProductTypes();
  const units = useUnits();
  const quotation = useSendQuotationEmail();
  const form = usePlanChoiceForm({ initialChoice: defaultPlanChoice(today, DASHBOARD_PLAN_DEFAULTS), today, cap: DASHBOARD_SHARE_CAP });
  const [down, final] = useWatch({ control: form.control, name: ['downPaymentPercent', 'finalPaymentPercent'] });

  if (productTypes.isPending) return <Waiting label={t.loadingPrices} />;

  const products = financingProducts(productTypes.data ?? []);
  const product = products.find((candidate) => candidate.code === productCode) ?? products[0];
  const candidates = product.quotable && units.data ? availableUnitsOf(units.data, product.code) : [];
  const unitCode = candidates.some((unit) => unit.unitCode === chosenUnit) ? chosenUnit : (candidates[0]?.unitCode ?? '');

  let blocker: string | null = null;
  if (!product.quotable) blocker = t.onlyPremium;
  else if (units.isError) blocker = t.unitsError;
  else if (units.isSuccess && candidates.length === 0) blocker = t.noUnitAvailable;
  else if (down + final > UNIT_DIALOG_SHARE_CAP) blocker = t.overQuotationCap(UNIT_DIALOG_SHARE_CAP);
  const canSend = blocker === null && unitCode !== '' && !quotation.isPending;

  const send = (choice: PlanChoice) => {
    if (!canSend) return;
    quotation.mutate(
      { paymentPlan: toPlanChoiceDto(unitCode, choice) },
      {
        onSuccess: () => notify.success(t.quotationSent, t.quotationSentDescription),
        onError: (cause) => notify.error(t.quotationFailed, asApiError(cause).message),
      },
    );
  };

  const productField = (
    <div className="grid gap-2">
      <FormField label={t.product}>
        {(control) => (
          <NativeSelect
            {...control}
            value={product.code}
            onChange={(event) => {
              setProductCode(event.target.value);
              setChosenUnit('');
            }}
          >
            {products.map((option) => (
              <option key={option.code} value={option.code}>
                {t.productOption(option.name, formatPesos(option.priceCentavos))}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {productTypes.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">
          <span>{t.pricesError}</span>
          <Button variant="outline" onClick={() => void productTypes.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );

  const quotationSection = (
    <section aria-labelledby={`${formId}-quote`} className="mt-2 grid gap-3 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
      <h3 id={`${formId}-quote`} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
        {t.quotationHeading}
      </h3>
      {product.quotable && candidates.length > 0 ? (
        <FormField label={t.quotationUnit} hint={`${t.quotationUnitHint}: ${candidates.length}`}>
          {(control) => (
            <NativeSelect {...control} value={unitCode} onChange={(event) => setChosenUnit(event.target.value)}>
              {candidates.map((unit) => (
                <option key={unit.unitCode} value={unit.unitCode}>
                  {unit.unitCode}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <p id={quoteNoteId} className={blocker ? 'text-sm text-amber-100' : 'text-sm text-zinc-300'}>
        {blocker ?? t.quotationNote}
      </p>
      <div>
        <Button type="submit" form={formId} disabled={!canSend} aria-describedby={quoteNoteId} aria-busy={quotation.isPending}>
          {quotation.isPending ? <Spinner /> : null}
          {quotation.isPending ? t.sendingQuotation : t.sendQuotation}
        </Button>
      </div>
    </section>
  );

  return (
    <PlanCalculatorForm
      form={form}
      formId={formId}
      priceCentavos={product.priceCentavos}
      today={today}
      cap={DASHBOARD_SHARE_CAP}
      onSubmit={send}
      leading={productField}
      trailing={quotationSection}
    />
  );
}
