import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@/lib/format';
import { pageCountOf } from '@/lib/paged-list';
import { Button } from '@/ui/button';
import { Pagination } from '@/ui/pagination';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { useDataRoomInvestors } from '../api/admin-data-room';
import { dataRoomAdminTexts } from '../texts';
import { AccessLogDialog } from './access-log-dialog';

const t = dataRoomAdminTexts.investors;

/** Per investor: how many documents they opened and when last; the detail lists each opening. */
export function InvestorActivity() {
  const [page, setPage] = useState(1);
  const investors = useDataRoomInvestors(page);
  const [detail, setDetail] = useState<{ id: string; name: string } | null>(null);
  const list = investors.data;

  return (
    <section aria-labelledby="dataroom-investors-heading" className="grid gap-4">
      <h3 id="dataroom-investors-heading" className="font-display text-lg font-bold text-white uppercase">
        {t.heading}
      </h3>
      <TableRegion label={t.tableLabel} aria-busy={investors.isFetching}>
        <Table className={clsx(investors.isPlaceholderData && 'opacity-70')}>
          <thead>
            <tr>
              <Th>{t.columns.investor}</Th>
              <Th className="text-right">{t.columns.documents}</Th>
              <Th className="text-right">{t.columns.accesses}</Th>
              <Th>{t.columns.lastAccessAt}</Th>
              <Th>{t.columns.detail}</Th>
            </tr>
          </thead>
          <tbody>
            {investors.isPending ? <SkeletonRows columns={5} rows={3} /> : null}
            {list?.items.map((item) => (
              <tr key={item.investor.id}>
                <Td>
                  <span className="font-semibold">{item.investor.name}</span>
                  <span className="block text-xs text-zinc-400">{item.investor.email}</span>
                </Td>
                <Td className="text-right">{formatNumber(item.documentCount)}</Td>
                <Td className="text-right">{formatNumber(item.accessCount)}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(item.lastAccessAt)}</Td>
                <Td>
                  <Button variant="ghost" aria-label={t.detailLabel(item.investor.name)} onClick={() => setDetail({ id: item.investor.id, name: item.investor.name })}>
                    {t.detail}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {investors.isError ? <ErrorState message={t.loadError} onRetry={() => void investors.refetch()} /> : null}
        {list && list.items.length === 0 ? <EmptyState title={t.empty} /> : null}
      </TableRegion>
      {list && list.total > list.pageSize ? (
        <Pagination page={page} pageCount={pageCountOf(list.total, list.pageSize)} onPageChange={setPage} disabled={investors.isFetching} />
      ) : null}
      {detail ? (
        <AccessLogDialog title={dataRoomAdminTexts.accessLog.investorTitle(detail.name)} filter={{ investorId: detail.id }} onClose={() => setDetail(null)} />
      ) : null}
    </section>
  );
}
