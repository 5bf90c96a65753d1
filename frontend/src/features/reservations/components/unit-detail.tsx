import type { ProductTypeView, UnitView } from '@cdm/contracts';
import { formatPesos } from '@/lib/format';
import { UNIT_STATUS_TEXTS, unitDetailTexts as t } from '../texts';
import { planPriceCentavos, unitArea, unitTypeName } from '../unit-inventory';

export function UnitFacts({ unit, productTypes }: { unit: UnitView; productTypes: readonly ProductTypeView[] }) {
  const rows: Array<[string, string]> = [
    [t.code, unit.unitCode],
    [t.type, unitTypeName(unit, productTypes)],
    [t.module, unit.module],
    [t.level, String(unit.level)],
    [t.area, t.areaValue(unitArea(unit, productTypes))],
    [t.status, UNIT_STATUS_TEXTS[unit.status].label],
    [t.price, formatPesos(planPriceCentavos(unit))],
  ];
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-graphite-700 bg-graphite-700 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="bg-graphite-800 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
          <dd className="mt-1 text-base font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** investor-portal.md §2.5 unit detail: what the box is and what it costs before the plan. */
export function UnitDetail({ unit, productTypes }: { unit: UnitView; productTypes: readonly ProductTypeView[] }) {
  return (
    <div className="grid gap-4">
      <UnitFacts unit={unit} productTypes={productTypes} />
      <p className="text-sm text-zinc-300">{t.discountNote}</p>
    </div>
  );
}
