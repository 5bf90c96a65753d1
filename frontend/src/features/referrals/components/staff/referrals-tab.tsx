import type { ReferralAccount } from '@cdm/contracts';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { formatNumber, pesosForCsv } from '@/lib/format';
import { RowActionButton, StaffList } from '@/ui/staff-list';
import type { StaffListColumn } from '@/ui/staff-list';
import { useReferralAccounts } from '../../api/admin-referrals';
import { referralsAdminTexts as t } from '../../texts';
import { ReferralLedgerDialog } from './referral-ledger-dialog';
import { ReferralStatusBadge } from './referral-status-badge';
import { formatBalance } from './signed-pesos';


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

const columns = (onOpen: (account: ReferralAccount) => void): StaffListColumn<ReferralAccount>[] => [
  {
    key: 'name',
    header: t.columns.name,
    className: 'min-w-48',
    cell: (account) => (
      <>
        <p className="font-semibold">{account.name}</p>
        <p className="text-xs break-all text-zinc-300">{account.email || t.noEmail}</p>
      </>
    ),
  },
  { key: 'code', header: t.columns.code, className: 'whitespace-nowrap', cell: (account) => <code className="text-xs">{account.referralCode}</code> },
  { key: 'status', header: t.columns.status, cell: (account) => <ReferralStatusBadge isActive={account.isActive} /> },
  {
    key: 'referrals',
    header: t.columns.referrals,
    headerClassName: 'text-right',
    className: 'text-right tabular-nums',
    cell: (account) => formatNumber(account.referrals),
  },
  {
    key: 'balance',
    header: t.columns.balance,
    headerClassName: 'text-right',
    className: 'text-right font-semibold whitespace-nowrap tabular-nums',
    cell: (account) => formatBalance(account.balanceCentavos),
  },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    cell: (account) => (
      <div className="flex justify-end">
        <RowActionButton
          variant="outline"
          className="min-h-9 px-3 py-1 text-xs whitespace-nowrap"
          aria-haspopup="dialog"
          label={t.openLedger}
          subject={account.name}
          onClick={() => onOpen(account)}
        />
      </div>
    ),
  },
];

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

  const sum = (pick: (account: ReferralAccount) => number) => list?.reduce((total, account) => total + pick(account), 0) ?? 0;

  return (
    <StaffList
      texts={t}
      note={canAdjust ? null : <p className="mt-3 rounded-md border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">{t.adminOnly}</p>}
      counts={{
        className: 'grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
        items: [
          { label: t.counts.accounts, value: formatNumber(list?.length ?? 0) },
          { label: t.counts.active, value: formatNumber(list?.filter((account) => account.isActive).length ?? 0) },
          { label: t.counts.referrals, value: formatNumber(sum((account) => account.referrals)) },
          { label: t.counts.balance, value: formatBalance(sum((account) => account.balanceCentavos)) },
        ],
      }}
      query={accounts}
      data={list}
      columns={columns((account) => setOpenId(account.investorId))}
      rowKey={(account) => account.investorId}
      empty={t.empty}
      emptyHint={t.emptyHint}
      csv={{ onExportChange, toCsv }}
    >
      <ReferralLedgerDialog account={open} canAdjust={canAdjust} onClose={() => setOpenId(null)} />
    </StaffList>
  );
}
