import { MY_RESERVATION_STATUS_LABELS, type MyReservation } from '@cdm/contracts';
import { Link } from 'react-router';
import { formatPesos } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { buttonClassName } from '@/ui/button';
import { EmptyState, ErrorState } from '@/ui/states';
import { dashboardTabPath } from '../dashboard-tabs';
import { formatMillionsMxn, isConfirmed, myInvestmentCentavos, portfolioReservations, productTypeName, type Remote } from '../figures';
import { dashboardTexts, portfolioTexts as t } from '../texts';
import { Loading, TabSection } from './tab-section';

function Holding({ reservation }: { reservation: MyReservation }) {
  const confirmed = isConfirmed(reservation);
  const facts: Array<[string, string]> = [
    [t.listPrice, formatPesos(reservation.basePriceCentavos)],
    [t.discountedPrice(reservation.discountPercent), formatPesos(reservation.totalAmountCentavos)],
    [t.downPayment, t.downPaymentValue(reservation.downPaymentPercent)],
    [t.term, t.termValue(reservation.termMonths)],
  ];
  return (
    <li className="rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-lg font-bold text-white">
          {t.unit(reservation.unitCode)} <span className="text-sm font-normal text-zinc-300">· {productTypeName(reservation.productType)}</span>
        </h3>
        <Badge tone={confirmed ? 'success' : 'warning'}>{MY_RESERVATION_STATUS_LABELS[reservation.status] ?? reservation.status}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** investor-portal.md §2.4 portfolio: what the investor holds and has invested; an empty state leads to the units. */
export function PortfolioTab({ reservations }: { reservations: Remote<MyReservation[]> }) {
  let body;
  if (reservations.isPending) body = <Loading label={t.loading} />;
  else if (reservations.isError || !reservations.data) {
    body = <ErrorState message={t.error} retryLabel={dashboardTexts.retry} onRetry={() => void reservations.refetch()} />;
  } else {
    const holdings = portfolioReservations(reservations.data);
    if (holdings.length === 0) {
      body = (
        <div className="rounded-xl border border-dashed border-graphite-600">
          <EmptyState title={t.empty}>
            <p>{t.emptyHint}</p>
            <Link to={dashboardTabPath('unidades')} preventScrollReset className={buttonClassName({ className: 'mt-5' })}>
              {dashboardTexts.toUnits}
            </Link>
          </EmptyState>
        </div>
      );
    } else {
      const confirmed = holdings.filter(isConfirmed);
      const awaiting = holdings.length - confirmed.length;
      body = (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {[
              [t.invested, formatMillionsMxn(myInvestmentCentavos(holdings))],
              [t.units, String(confirmed.length)],
              [t.pending, String(awaiting)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-graphite-700 bg-graphite-900 px-4 py-4">
                <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
                <dd className="mt-1 font-display text-2xl font-bold text-white tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label={t.listLabel} className="grid gap-3 md:grid-cols-2">
            {holdings.map((reservation) => (
              <Holding key={reservation.id} reservation={reservation} />
            ))}
          </ul>
          <div>
            <Link to={dashboardTabPath('garage')} preventScrollReset className={buttonClassName({ variant: 'outline' })}>
              {t.toGarage}
            </Link>
          </div>
        </>
      );
    }
  }

  return (
    <TabSection id="portfolio" title={t.heading} lead={t.lead}>
      {body}
    </TabSection>
  );
}
