import type { ReferralAccount } from '@cdm/contracts';
import { useEffect, useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatNumber, pesosForCsv } from '@/lib/format';
import { Button } from '@/ui/button';
import { CountsStrip, StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { useReferralAccounts } from '../../api/admin-referrals';
import { referralsAdminTexts as t } from '../../texts';
import { ReferralLedgerDialog } from './referral-ledger-dialog';
import { ReferralStatusBadge } from './referral-status-badge';
import { formatBalance } from './signed-pesos';

const COLUMN_COUNT = 6;

function toCsv(accounts: ReferralAccount[]): CsvTable {
  const c = t.csvColumns;
  return {
    name: t.csvName,
    columns: [c.name, c.email, c.code, c.active, c.referrals, c.balance],
    rows: accounts.map((account) => [
      account.name,
      account.email,
      account.referralCode,
      account.isActive ? t.yes : t.no,
      account.referrals,
      pesosForCsv(account.balanceCentavos),
    ]),
  };
}

export type ReferralsTabProps = {
  /** Only role 'admin' adds adjustments and reverses sales (an advisor gets 403): an advisor sees why not. */
  canAdjust: boolean;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Referidos" tab of /admin: the investors with a referral code, their referrals and credit balance, and each one's ledger. */
export function ReferralsTab({ canAdjust, onExportChange }: ReferralsTabProps) {
  const accounts = useReferralAccounts();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = accounts.data;
  // The dialog follows the list, so a new balance shows in both.
  const open = list?.find((account) => account.investorId === openId) ?? null;

  useEffect(() => {
    onExportChange?.(list ? toCsv(list) : null);
  }, [list, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const sum = (pick: (account: ReferralAccount) => number) => list?.reduce((total, account) => total + pick(account), 0) ?? 0;

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description}>
        {canAdjust ? null : (
          <p className="mt-3 rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">{t.adminOnly}</p>
        )}
      </StaffTabHeader>

      <CountsStrip
        label={t.countsLabel}
        loading={accounts.isPending}
        className="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        items={[
          { label: t.counts.accounts, value: formatNumber(list?.length ?? 0) },
          { label: t.counts.active, value: formatNumber(list?.filter((account) => account.isActive).length ?? 0) },
          { label: t.counts.referrals, value: formatNumber(sum((account) => account.referrals)) },
          { label: t.counts.balance, value: formatBalance(sum((account) => account.balanceCentavos)) },
        ]}
      />

      <TableRegion label={t.tableLabel} aria-busy={accounts.isFetching}>
        <Table>
          <thead>
            <tr>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.code}</Th>
              <Th>{t.columns.status}</Th>
              <Th className="text-right">{t.columns.referrals}</Th>
              <Th className="text-right">{t.columns.balance}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {accounts.isPending ? <SkeletonRows columns={COLUMN_COUNT} /> : null}
            {list?.map((account) => (
              <tr key={account.investorId}>
                <Td className="min-w-48">
                  <p className="font-semibold">{account.name}</p>
                  <p className="text-xs break-all text-zinc-300">{account.email || t.noEmail}</p>
                </Td>
                <Td className="whitespace-nowrap">
                  <code className="text-xs">{account.referralCode}</code>
                </Td>
                <Td>
                  <ReferralStatusBadge isActive={account.isActive} />
                </Td>
                <Td className="text-right tabular-nums">{formatNumber(account.referrals)}</Td>
                <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatBalance(account.balanceCentavos)}</Td>
                <Td>
                  <div className="flex justify-end">
                    <Button
                      variant="outline"
                      className="min-h-9 px-3 py-1 text-xs whitespace-nowrap"
                      aria-haspopup="dialog"
                      onClick={() => setOpenId(account.investorId)}
                    >
                      {t.openLedger}
                      <span className="sr-only"> {account.name}</span>
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {accounts.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void accounts.refetch()} /> : null}
        {list && list.length === 0 ? <EmptyState title={t.empty}>{t.emptyHint}</EmptyState> : null}
      </TableRegion>

      <ReferralLedgerDialog account={open} canAdjust={canAdjust} onClose={() => setOpenId(null)} />
    </div>
  );
}
