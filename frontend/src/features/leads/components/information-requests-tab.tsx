import { HOW_HEARD_ABOUT, INTEREST_TYPES, PRODUCTS_OF_INTEREST, type InformationRequestAdminItem } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { CheckboxTapArea } from '@/ui/row-selection';
import { countItems, LabelList, notifyFailure, optionLabel, shortIdColumn, StaffList, textColumn, useListView, valueColumn } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { notify } from '@/ui/toaster';
import { useInformationRequests, useSetInformationRequestProcessed } from '../api/admin-information-requests';
import { informationRequestsAdminTexts as t } from '../texts';

const PAGE_SIZE = 25;

const interestLabel = (value: string) => optionLabel(INTEREST_TYPES, value);
const productLabels = (values: string[]) => values.map((value) => optionLabel(PRODUCTS_OF_INTEREST, value));

function toCsv(items: InformationRequestAdminItem[]): CsvTable {
  const c = t.columns;
  return {
    name: t.csvName,
    columns: [c.id, c.fullName, c.email, c.phone, t.csvColumns.cityState, c.interestType, c.products, t.csvColumns.howHeardAbout, c.submittedAt, c.processed],
    rows: items.map((item) => [
      item.id,
      item.fullName,
      item.email,
      item.phone,
      item.cityState,
      interestLabel(item.interestType),
      productLabels(item.productsOfInterest).join(', '),
      item.howHeardAbout ? optionLabel(HOW_HEARD_ABOUT, item.howHeardAbout) : '',
      mexicoCityIsoDateTime(item.submittedAt),
      item.processed ? t.yes : t.no,
    ]),
  };
}

const columns = (isChecked: (item: InformationRequestAdminItem) => boolean, isSaving: (item: InformationRequestAdminItem) => boolean, onToggle: (item: InformationRequestAdminItem) => void): StaffListColumn<InformationRequestAdminItem>[] => [
  shortIdColumn(t.columns.id),
  textColumn('fullName', t.columns.fullName, 'min-w-40 font-semibold'),
  textColumn('email', t.columns.email),
  textColumn('phone', t.columns.phone),
  valueColumn('interestType', t.columns.interestType, 'min-w-36', (item) => interestLabel(item.interestType)),
  valueColumn('products', t.columns.products, 'min-w-48', (item) => <LabelList labels={productLabels(item.productsOfInterest)} />),
  valueColumn('submittedAt', t.columns.submittedAt, 'whitespace-nowrap', (item) => formatDateTime(item.submittedAt)),
  {
    key: 'processed',
    header: t.columns.processed,
    headerClassName: 'text-center',
    className: 'text-center',
    cell: (item) => (
      <CheckboxTapArea>
        <input
          type="checkbox"
          checked={isChecked(item)}
          onChange={() => onToggle(item)}
          aria-busy={isSaving(item)}
          aria-label={t.markProcessed(item.fullName)}
          className="size-5 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-busy:cursor-wait"
        />
      </CheckboxTapArea>
    ),
  },
];

export type InformationRequestsTabProps = StaffTabProps;

/** investor-portal.md §2.6: counts, search, the table with the Procesada flag, pages of 25. */
export function InformationRequestsTab({ onExportChange }: InformationRequestsTabProps) {
  const listView = useListView(null, PAGE_SIZE);
  const requests = useInformationRequests(listView.params);
  const setProcessed = useSetInformationRequestProcessed();
  // The box changes the moment it is clicked; the cached list follows a tick later (onMutate).
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  const list = requests.data;

  const toggle = (item: InformationRequestAdminItem) => {
    // One change at a time per row; the box is not disabled so that keyboard focus stays on it.
    if (item.id in clicked) return;
    const processed = !(clicked[item.id] ?? item.processed);
    setClicked((current) => ({ ...current, [item.id]: processed }));
    setProcessed.mutate(
      { id: item.id, processed },
      {
        onSuccess: () => notify.success(t.updated),
        onError: notifyFailure(t.updateError),
        onSettled: () =>
          setClicked((current) => {
            const { [item.id]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <StaffList
      texts={t}
      counts={{ className: 'grid-cols-3 gap-3 sm:gap-4', items: countItems(['total', 'processed', 'pending'], t.counts, list?.counts) }}
      view={listView}
      query={requests}
      data={list}
      columns={columns(
        (item) => clicked[item.id] ?? item.processed,
        (item) => item.id in clicked,
        toggle,
      )}
      rowClassName={(item) => item.processed && 'bg-white/[0.02]'}
      csv={{ onExportChange, toCsv }}
    />
  );
}
