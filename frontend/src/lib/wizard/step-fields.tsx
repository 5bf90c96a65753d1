import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Checkbox, CheckboxGroupField, FormField, Input, NativeSelect } from '@/ui/form-field';
import { CheckboxOptions, SelectOptions, type FieldOption } from '@/ui/option-fields';
import type { FieldBinding } from './use-step-wizard';

// The step pieces both public wizards are made of: the contact step, the investment profile
// fields, optional texts, the summary, the boxes to tick, and the deposit above the card form.

type ContactValues = { name: string; email: string; phone: string };

type ContactField = keyof ContactValues;
type FieldTexts<K extends string> = { fields: Record<K, string>; placeholders: Record<K, string> };

/** Step 1's name, email and phone. */
export function ContactFields({ field, texts }: { field: (name: ContactField, options: { trim: boolean }) => FieldBinding; texts: FieldTexts<ContactField> }) {
  const input = (name: ContactField, props: { type: string; autoComplete: string; inputMode?: 'email' }) => {
    const { registration, error } = field(name, { trim: true });
    return (
      <FormField label={texts.fields[name]} error={error}>
        {(control) => <Input {...control} {...registration} {...props} aria-required="true" placeholder={texts.placeholders[name]} />}
      </FormField>
    );
  };
  return (
    <>
      {input('name', { type: 'text', autoComplete: 'name' })}
      <div className="grid gap-5 sm:grid-cols-2">
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
      </div>
    </>
  );
}

type ProfileField = 'investmentRange' | 'productsOfInterest';

/** Step 2's investment range and products of interest. */
export function InvestmentFields({
  field,
  texts,
  ranges,
  products,
}: {
  field: (name: ProfileField) => FieldBinding;
  texts: { fields: Record<ProfileField, string>; selectPlaceholder: string };
  ranges: ReadonlyArray<FieldOption>;
  products: ReadonlyArray<FieldOption>;
}) {
  const range = field('investmentRange');
  const chosen = field('productsOfInterest');
  return (
    <>
      <FormField label={texts.fields.investmentRange} error={range.error}>
        {(control) => (
          <NativeSelect {...control} {...range.registration} aria-required="true">
            <SelectOptions placeholder={texts.selectPlaceholder} options={ranges} />
          </NativeSelect>
        )}
      </FormField>
      <CheckboxGroupField legend={texts.fields.productsOfInterest} error={chosen.error}>
        {(group) => <CheckboxOptions options={products} invalid={group['aria-invalid']} {...chosen.registration} />}
      </CheckboxGroupField>
    </>
  );
}

const textareaClassName =
  'block w-full rounded-md border border-graphite-600 bg-graphite-800 px-3 py-2.5 text-base text-white placeholder:text-zinc-400 focus-visible:border-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white aria-invalid:border-race-400';

/** An optional free text of a step (up to 2,000 characters). */
export function OptionalTextArea({ label, hint, placeholder, rows, binding }: { label: string; hint: string; placeholder: string; rows: number; binding: FieldBinding }) {
  return (
    <FormField label={label} hint={hint} error={binding.error}>
      {(control) => <textarea {...control} {...binding.registration} rows={rows} maxLength={2000} placeholder={placeholder} className={textareaClassName} />}
    </FormField>
  );
}

/** An optional one-line text of a step. */
export function OptionalInput({ label, hint, placeholder, maxLength, autoComplete, binding }: { label: string; hint: string; placeholder: string; maxLength: number; autoComplete?: string; binding: FieldBinding }) {
  return (
    <FormField label={label} hint={hint} error={binding.error}>
      {(control) => <Input {...control} {...binding.registration} type="text" autoComplete={autoComplete} maxLength={maxLength} placeholder={placeholder} />}
    </FormField>
  );
}

export type SummaryRowData = { label: string; value: ReactNode } | null;

/**
 * The summary of the confirmation step: a labelled region with one row per answer (null rows are
 * left out). `multiline`: values may hold several lines (a wider label column keeps them readable).
 */
export function SummaryList({ id, heading, rows, multiline = false }: { id: string; heading: string; rows: readonly SummaryRowData[]; multiline?: boolean }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
        {heading}
      </h3>
      <dl className="mt-2 rounded-lg border border-graphite-700 bg-graphite-800/60 px-4">
        {rows.map((row) =>
          row ? (
            <div key={row.label} className={clsx('grid gap-0.5 border-b border-graphite-700 py-2.5 last:border-b-0 sm:gap-4', multiline ? 'sm:grid-cols-[11rem_1fr]' : 'sm:grid-cols-[10rem_1fr]')}>
              <dt className="text-sm text-zinc-300">{row.label}</dt>
              <dd className={clsx('text-sm font-semibold break-words text-white', multiline && 'whitespace-pre-wrap')}>{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

/** A box to tick before sending, with its message under it. */
export function TermsCheckbox({ label, binding }: { label: string; binding: FieldBinding }) {
  const errorId = useId();
  return (
    <div>
      <Checkbox label={label} aria-invalid={Boolean(binding.error)} aria-describedby={binding.error ? errorId : undefined} {...binding.registration} />
      {binding.error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-race-300">
          {binding.error}
        </p>
      ) : null}
    </div>
  );
}

/** The card step: the deposit, then what comes under it (the card form, or what replaces it). */
export function DepositStep({ label, amount, note, children }: { label: string; amount: string; note: string; children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-6">
      <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-4">
        <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{label}</p>
        <p className="mt-1 font-display text-3xl font-bold text-white">{amount}</p>
        <p className="mt-1 text-sm text-zinc-300">{note}</p>
      </div>
      {children}
    </div>
  );
}
