import type { MyReservation, UnitView, UserReferralCodeResponse } from '@cdm/contracts';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { formatMillionsMxn, myInvestmentCentavos, unitAvailability, type Remote } from '../figures';
import { statsTexts as t } from '../texts';

function Stat({ label, value, hint, loading = false }: { label: string; value: ReactNode; hint: ReactNode; loading?: boolean }) {
  return (
    <div className="min-w-0 rounded-xl border border-graphite-700 bg-graphite-900 px-4 py-4 sm:px-5">
      <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-white tabular-nums sm:text-3xl">
        {loading ? (
          <>
            <span aria-hidden="true" className="inline-block h-7 w-20 rounded bg-graphite-700 motion-safe:animate-pulse" />
            <span className="sr-only">{t.loading}</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className="mt-1 text-xs text-zinc-300">{hint}</dd>
    </div>
  );
}

function Unavailable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t.unavailable}</span>
    </>
  );
}

export type DashboardStatsProps = { units: Remote<UnitView[]>; reservations: Remote<MyReservation[]>; referral: Remote<UserReferralCodeResponse> };

/**
 * investor-portal.md §2.4 stat cards: my investment (confirmed reservations, in millions), units available (live,
 * out of the real total), my referrals (the referral program's count) and the projected ROI 2X.
 */
export function DashboardStats({ units, reservations, referral }: DashboardStatsProps) {
  const referralStats = referral.data?.stats;
  const availability = units.data ? unitAvailability(units.data) : null;

  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t.heading}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Stat
          label={t.myInvestment}
          loading={reservations.isPending}
          value={reservations.data ? formatMillionsMxn(myInvestmentCentavos(reservations.data)) : <Unavailable />}
          hint={reservations.isError ? t.loadError : t.myInvestmentHint}
        />
        <Stat
          label={t.unitsAvailable}
          loading={units.isPending}
          value={
            availability ? (
              <>
                <span aria-hidden="true">{t.unitsAvailableValue(availability.available, availability.total)}</span>
                <span className="sr-only">{t.unitsAvailableSpoken(availability.available, availability.total)}</span>
              </>
            ) : (
              <Unavailable />
            )
          }
          hint={units.isError ? t.loadError : t.unitsAvailableHint}
        />
        <Stat
          label={t.myReferrals}
          loading={referral.isPending}
          value={referralStats ? formatNumber(referralStats.totalReferrals) : <Unavailable />}
          hint={referralStats ? t.myReferralsConverted(referralStats.convertedReferrals) : referral.isError ? t.loadError : null}
        />
        <Stat label={t.roi} value={t.roiValue} hint={t.roiHint} />
      </dl>
    </section>
  );
}
