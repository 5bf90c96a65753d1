import { PRODUCT_EDIT_LIMITS, PRODUCTS_OF_INTEREST, type ProductTypeView } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { asApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatNumber, formatPesos, pesosForCsv } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { StaffTabHeader } from '@/ui/staff-tab';
import { useTableExport } from '@/ui/staff-list';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useAdminProductTypes, useUpdateProductArea, useUpdateProductPrice, useUpdateProductStatus } from '../api/admin-product-types';
import { areaM2, productsAdminTexts as t } from '../texts';
import { InlineIntegerEdit } from './inline-integer-edit';

const COLUMN_COUNT = 7;
const L = PRODUCT_EDIT_LIMITS;
const pesos = (value: number) => formatPesos(value * 100);
const m2 = (value: number) => areaM2(formatNumber(value));
const categoryLabel = (category: string) => PRODUCTS_OF_INTEREST.find((option) => option.value === category)?.label ?? category;

function toCsv(types: ProductTypeView[]): CsvTable {
  const c = t.csvColumns;
  const money = pesosForCsv;
  return {
    name: t.csvName,
    columns: [c.id, c.name, c.code, c.category, c.price, c.discountPrice, c.area, c.available, c.total, c.active],
    rows: types.map((type) => [
      type.id,
      type.name,
      type.code,
      categoryLabel(type.category),
      money(type.basePriceCentavos),
      money(type.discountPriceCentavos),
      type.areaM2,
      type.availableUnits,
      type.totalUnits,
      type.isActive ? t.yes : t.no,
    ]),
  };
}

/** The message beside a refused field: the server's word on that field, else its message. */
function refusal(cause: unknown, field: string): Error {
  const error = asApiError(cause);
  return new Error(error.fieldErrors.find((entry) => entry.field === field)?.message ?? error.message);
}

export type ProductsTabProps = {
  /** Only role 'admin' edits (an advisor gets 403): an advisor sees the figures without the editors. */
  canEdit: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Productos" tab of /admin: product types with inline editing of price and area, and the active switch. */
export function ProductsTab({ canEdit, onExportChange }: ProductsTabProps) {
  const productTypes = useAdminProductTypes();
  const updatePrice = useUpdateProductPrice();
  const updateArea = useUpdateProductArea();
  const updateStatus = useUpdateProductStatus();
  // The switch moves the moment it is clicked and goes back if the server refuses.
  const [switching, setSwitching] = useState<Record<string, boolean>>({});
  const types = productTypes.data;

  useTableExport(onExportChange, types, toCsv);

  const savePrice = (type: ProductTypeView) => async (price: number) => {
    try {
      await updatePrice.mutateAsync({ id: type.id, price });
      notify.success(t.price.saved, `${type.name}: ${pesos(price)}`);
    } catch (cause) {
      notify.error(t.price.error, asApiError(cause).message);
      throw refusal(cause, 'price');
    }
  };

  const saveArea = (type: ProductTypeView) => async (area: number) => {
    try {
      await updateArea.mutateAsync({ id: type.id, area });
      notify.success(t.area.saved, `${type.name}: ${m2(area)}`);
    } catch (cause) {
      notify.error(t.area.error, asApiError(cause).message);
      throw refusal(cause, 'area');
    }
  };

  const toggleActive = (type: ProductTypeView) => {
    if (type.id in switching) return;
    const isActive = !type.isActive;
    setSwitching((current) => ({ ...current, [type.id]: isActive }));
    updateStatus.mutate(
      { id: type.id, isActive },
      {
        onSuccess: (saved) => notify.success(t.status.saved, t.status.savedDescription(saved.name, saved.isActive)),
        onError: (error) => notify.error(t.status.error, asApiError(error).message),
        onSettled: () =>
          setSwitching((current) => {
            const { [type.id]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description}>
        {canEdit ? null : (
          <p className="mt-3 rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">{t.adminOnly}</p>
        )}
      </StaffTabHeader>

      <TableRegion label={t.tableLabel} aria-busy={productTypes.isFetching}>
        <Table>
          <thead>
            <tr>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.code}</Th>
              <Th>{t.columns.category}</Th>
              <Th>{t.columns.price}</Th>
              <Th>{t.columns.area}</Th>
              <Th className="text-right">{t.columns.units}</Th>
              <Th className="text-center">{t.columns.active}</Th>
            </tr>
          </thead>
          <tbody>
            {productTypes.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {types?.map((type) => {
              const priceInPesos = Math.round(type.basePriceCentavos / 100);
              const active = switching[type.id] ?? type.isActive;
              return (
                <tr key={type.id} className={clsx(!type.isActive && 'text-zinc-400')}>
                  <Td className="min-w-44 font-semibold">{type.name}</Td>
                  <Td>
                    <code className="text-xs text-zinc-300">{type.code}</code>
                  </Td>
                  <Td className="whitespace-nowrap">{categoryLabel(type.category)}</Td>
                  <Td>
                    {canEdit ? (
                      <InlineIntegerEdit
                        value={priceInPesos}
                        display={formatPesos(type.basePriceCentavos)}
                        editLabel={t.price.edit(type.name)}
                        inputLabel={t.price.input(type.name)}
                        hint={t.price.hint(pesos(L.minPrice), pesos(L.maxPrice))}
                        invalidMessage={t.price.invalid(pesos(L.minPrice), pesos(L.maxPrice))}
                        savingLabel={t.saving}
                        min={L.minPrice}
                        max={L.maxPrice}
                        onSave={savePrice(type)}
                      />
                    ) : (
                      <span className="whitespace-nowrap tabular-nums">{formatPesos(type.basePriceCentavos)}</span>
                    )}
                    {type.discountPriceCentavos !== null ? (
                      <p className="mt-1 text-xs whitespace-nowrap text-zinc-400">{t.discountPrice(formatPesos(type.discountPriceCentavos))}</p>
                    ) : null}
                  </Td>
                  <Td>
                    {canEdit ? (
                      <InlineIntegerEdit
                        value={type.areaM2}
                        display={m2(type.areaM2)}
                        editLabel={t.area.edit(type.name)}
                        inputLabel={t.area.input(type.name)}
                        hint={t.area.hint(formatNumber(L.minArea), formatNumber(L.maxArea))}
                        invalidMessage={t.area.invalid(formatNumber(L.minArea), formatNumber(L.maxArea))}
                        savingLabel={t.saving}
                        min={L.minArea}
                        max={L.maxArea}
                        onSave={saveArea(type)}
                      />
                    ) : (
                      <span className="whitespace-nowrap tabular-nums">{m2(type.areaM2)}</span>
                    )}
                  </Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">
                    {t.unitsOf(formatNumber(type.availableUnits), formatNumber(type.totalUnits))}
                  </Td>
                  <Td className="text-center">
                    {canEdit ? (
                      <button
                        type="button"
                        role="switch"
                        aria-checked={active}
                        aria-busy={type.id in switching}
                        aria-label={t.activeSwitch(type.name)}
                        onClick={() => toggleActive(type)}
                        className={clsx(
                          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors motion-reduce:transition-none',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-busy:cursor-wait',
                          active ? 'border-emerald-400/60 bg-emerald-600' : 'border-white/30 bg-graphite-700',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                            active ? 'translate-x-6' : 'translate-x-1',
                          )}
                        />
                      </button>
                    ) : (
                      <Badge tone={type.isActive ? 'success' : 'neutral'}>{type.isActive ? t.active : t.inactive}</Badge>
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {productTypes.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void productTypes.refetch()} /> : null}
        {types && types.length === 0 ? <EmptyState title={t.empty} /> : null}
      </TableRegion>
    </div>
  );
}
