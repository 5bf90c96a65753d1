import type { PaymentTargetView } from '@cdm/contracts';
import { useState } from 'react';
import { formatPesos } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FormField, Input } from '@/ui/form-field';
import { usePaymentTargets } from '../api/reconciliation';
import { reconciliationTexts as t } from '../texts';

export const targetLabel = (target: Pick<PaymentTargetView, 'kind' | 'reference' | 'name'>) => `${t.targetKind[target.kind]} ${target.reference} · ${target.name}`;

/** The search of the open blocks and partners (2 characters at least), and one of them to pick. */
export function TargetPicker({ picked, onPick, error }: { picked: PaymentTargetView | null; onPick: (target: PaymentTargetView) => void; error?: string }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const targets = usePaymentTargets(debounced);
  return (
    <>
      <FormField label={t.assign.search} hint={debounced.length < 2 ? t.assign.hint : undefined}>
        {(control) => <Input {...control} name="targetSearch" type="search" placeholder={t.assign.searchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />}
      </FormField>
      <fieldset aria-busy={targets.isFetching}>
        <legend className="mb-2 text-sm font-semibold text-zinc-100">{t.assign.results}</legend>
        {debounced.length >= 2 && targets.data?.length === 0 ? <p className="text-sm text-zinc-300">{t.assign.noResults}</p> : null}
        <ul className="grid gap-2">
          {targets.data?.map((target) => (
            <li key={`${target.kind}-${target.id}`}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-graphite-600 px-3 py-2 text-sm text-zinc-100">
                <input type="radio" name="target" className="size-5" checked={picked?.id === target.id && picked.kind === target.kind} onChange={() => onPick(target)} />
                <span>
                  {targetLabel(target)}
                  <span className="block text-xs text-zinc-300">{target.expectedCentavos.map((amount) => formatPesos(amount)).join(' / ')}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? <p className="mt-2 text-sm font-medium text-race-300">{error}</p> : null}
      </fieldset>
    </>
  );
}
