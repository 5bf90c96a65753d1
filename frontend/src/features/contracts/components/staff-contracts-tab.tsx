import type { AdminContractFilter, AdminContractItem } from '@cdm/contracts';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button, buttonClassName } from '@/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input } from '@/ui/form-field';
import { actionsColumn, countItems, csvOf, notifyFailure, RowActionButton, RowConfirmDialog, StaffList, useListView, valueColumn } from '@/ui/staff-list';
import type { StaffListColumn, StaffTabProps } from '@/ui/staff-list';
import { FilterButtons } from '@/ui/staff-tab';
import { notify } from '@/ui/toaster';
import { adminContractDocumentUrl, ADMIN_CONTRACTS_PAGE_SIZE, useAdminContracts, useCancelContract, useCountersignContract } from '../api/admin-contracts';
import { CONTRACT_STATUS_TONES, contractStatusLabel, staffContractsTexts as t } from '../texts';

// ADMIN_CONTRACT_FILTERS, in its order.
const FILTERS = ['all', 'pending_investor', 'pending_countersign', 'signed', 'cancelled', 'rescinded'] as const satisfies readonly AdminContractFilter[];

const texts = {
  heading: t.heading,
  description: t.lead,
  search: t.search,
  searchPlaceholder: 'Ana López, A1P…',
  empty: t.empty,
  noResults: (search: string) => `Ningún contrato coincide con «${search}».`,
  loadError: t.error,
  retry: 'Reintentar',
  countsLabel: 'Contratos por estado',
};

const toCsv = csvOf<AdminContractItem>('contratos', [
  [t.columns.investor, (item) => item.investorName],
  ['Correo', (item) => item.investorEmail],
  [t.columns.unit, (item) => item.unitCode],
  [t.columns.status, (item) => contractStatusLabel(item.status)],
  [t.columns.generated, (item) => mexicoCityIsoDateTime(item.generatedAt)],
  [t.columns.signed, (item) => mexicoCityIsoDateTime(item.investorSignedAt)],
  [t.columns.countersigned, (item) => mexicoCityIsoDateTime(item.countersignedAt)],
  [t.csvRescinded, (item) => mexicoCityIsoDateTime(item.rescindedAt)],
  ['SHA-256', (item) => item.sealedSha256 ?? item.documentSha256],
]);

type ReasonAction = { contract: AdminContractItem; regenerate: boolean };

function ReasonDialog({ action, onClose }: { action: ReasonAction | null; onClose: () => void }) {
  const cancel = useCancelContract();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action || cancel.isPending) return;
    cancel.mutate(
      { contractId: action.contract.id, reason, regenerate: action.regenerate },
      {
        onSuccess: () => {
          notify.success(action.regenerate ? t.regeneratedToast : t.cancelledToast);
          setReason('');
          setError(undefined);
          onClose();
        },
        onError: (failure) => {
          const answer = asApiError(failure);
          setError(answer.fieldErrors.find((field) => field.field === 'reason')?.message ?? answer.message);
        },
      },
    );
  };
  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {action ? (
        <DialogContent
          title={action.regenerate ? t.regenerateTitle(action.contract.unitCode) : t.cancelTitle(action.contract.unitCode)}
          description={action.regenerate ? t.regenerateDescription : t.cancelDescription}
        >
          <form noValidate onSubmit={submit}>
            <DialogBody>
              <FormField label={t.reasonLabel} error={error}>
                {(control) => <Input {...control} value={reason} onChange={(event) => setReason(event.target.value)} aria-required="true" maxLength={500} />}
              </FormField>
            </DialogBody>
            <DialogFooter>
              <Button variant="ghost" onClick={onClose}>
                {t.close}
              </Button>
              <Button type="submit" disabled={cancel.isPending}>
                {action.regenerate ? t.confirmRegenerate : t.confirmCancel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const unsigned = (item: AdminContractItem) => item.status === 'pending_investor' || item.status === 'pending_countersign';

/** The "Contratos" tab of /admin (admins only): status, filters, search; countersign, cancel or regenerate. */
export function StaffContractsTab({ onExportChange }: StaffTabProps) {
  const listView = useListView<AdminContractFilter>('all', ADMIN_CONTRACTS_PAGE_SIZE);
  const contracts = useAdminContracts(listView.filter, listView.params.search, listView.page);
  const countersign = useCountersignContract();
  const [countersigning, setCountersigning] = useState<AdminContractItem | null>(null);
  const [reasonAction, setReasonAction] = useState<ReasonAction | null>(null);

  const columns: StaffListColumn<AdminContractItem>[] = [
    valueColumn('investor', t.columns.investor, 'min-w-40', (item) => (
      <>
        <p className="font-semibold text-white">{item.investorName}</p>
        <p className="text-xs text-zinc-300">{item.investorEmail}</p>
      </>
    )),
    valueColumn('unit', t.columns.unit, 'whitespace-nowrap', (item) => item.unitCode),
    valueColumn('status', t.columns.status, undefined, (item) => <Badge tone={CONTRACT_STATUS_TONES[item.status]}>{contractStatusLabel(item.status)}</Badge>),
    valueColumn('generated', t.columns.generated, 'whitespace-nowrap', (item) => formatDateTime(item.generatedAt)),
    valueColumn('signed', t.columns.signed, 'whitespace-nowrap', (item) => formatDateTime(item.investorSignedAt) || '—'),
    valueColumn('countersigned', t.columns.countersigned, 'whitespace-nowrap', (item) => (
      <>
        {item.countersignedAt ? `${formatDateTime(item.countersignedAt)} · ${item.countersignedBy ?? ''}` : item.cancelReason ? `— (${item.cancelReason})` : '—'}
        {item.rescindedAt ? <p className="mt-1 text-xs whitespace-normal text-race-300">{t.rescindedOn(formatDateTime(item.rescindedAt), item.rescindReason)}</p> : null}
      </>
    )),
    actionsColumn(t.columns.actions, (item) => (
      <div className="flex flex-wrap gap-2">
        <a href={adminContractDocumentUrl(item.id)} download className={buttonClassName({ variant: 'ghost', className: 'whitespace-nowrap' })}>
          {t.download}
          <span className="sr-only"> {item.unitCode}</span>
        </a>
        {item.status === 'pending_countersign' ? <RowActionButton label={t.countersign} subject={item.unitCode} onClick={() => setCountersigning(item)} /> : null}
        {unsigned(item) ? (
          <>
            <RowActionButton variant="outline" label={t.regenerate} subject={item.unitCode} onClick={() => setReasonAction({ contract: item, regenerate: true })} />
            <RowActionButton variant="outline" label={t.cancel} subject={item.unitCode} onClick={() => setReasonAction({ contract: item, regenerate: false })} />
          </>
        ) : null}
      </div>
    )),
  ];

  return (
    <StaffList
      texts={texts}
      counts={{ className: 'grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6', items: countItems(FILTERS, t.filters, contracts.data?.counts) }}
      view={listView}
      toolbar={<FilterButtons label="Mostrar" options={FILTERS} optionLabel={(filter) => t.filters[filter]} value={listView.filter} onChange={listView.setFilter} />}
      query={contracts}
      data={contracts.data}
      columns={columns}
      csv={{ onExportChange, toCsv }}
    >
      <RowConfirmDialog
        row={countersigning}
        onClose={() => setCountersigning(null)}
        title={(row) => t.countersignTitle(row.unitCode)}
        description={() => t.countersignDescription}
        confirmLabel={t.countersign}
        busy={countersign.isPending}
        onConfirm={(row) =>
          countersign.mutate(row.id, {
            onSuccess: () => {
              notify.success(t.countersigned);
              setCountersigning(null);
            },
            onError: notifyFailure(t.countersign),
          })
        }
      />
      <ReasonDialog action={reasonAction} onClose={() => setReasonAction(null)} />
    </StaffList>
  );
}
