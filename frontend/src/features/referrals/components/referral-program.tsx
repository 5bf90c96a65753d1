import type { ReferredUser, UserReferralCodeResponse } from '@cdm/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime, formatNumber, formatPesos } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState, ErrorState } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { notify } from '@/ui/toaster';
import { useReferredUsers } from '../api/get-referred-users';
import { productOfInterestLabel, referralProgramTexts as t, referredUserStatusLabel } from '../investor-texts';

const STATUS_TONES: Record<string, 'success' | 'warning' | 'neutral'> = { authorized: 'success', referido: 'neutral', pending: 'warning' };

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-zinc-300">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(t.copied, t.copiedDescription);
  } catch {
    notify.error(t.copyFailedTitle, t.copyFailed);
  }
}

function ReferredUsers() {
  const users = useReferredUsers();
  if (users.isPending) return <Waiting label={t.usersLoading} />;
  if (users.isError) return <ErrorState message={t.usersError} retryLabel={t.retry} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-graphite-600">
        <EmptyState title={t.usersEmpty}>
          <p>{t.usersEmptyHint}</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <ul aria-label={t.usersLabel} className="grid gap-3 md:grid-cols-2">
      {users.data.map((user: ReferredUser) => (
        <li key={user.id} className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-white">{user.name}</h4>
            <div className="flex gap-2">
              <Badge tone={STATUS_TONES[user.status] ?? 'neutral'}>{referredUserStatusLabel(user.status)}</Badge>
              {user.converted ? <Badge tone="success">{t.converted}</Badge> : null}
            </div>
          </div>
          <p className="mt-0.5 text-sm break-all text-zinc-300">{user.email}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.registered}</dt>
              <dd className="font-semibold text-white">{formatDateTime(user.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.deposit}</dt>
              <dd className="font-semibold text-white">{user.depositPaid ? t.depositPaid : t.depositPending}</dd>
            </div>
            {user.productsOfInterest.length > 0 ? (
              <div className="col-span-2">
                <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{t.products}</dt>
                <dd className="text-white">{user.productsOfInterest.map(productOfInterestLabel).join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * investor-portal.md §2.4 referrals, §4 "Referred user status", §8: the investor's code (copied only while the
 * program is active), the stats, how credits are earned and the referred users. A failure shows
 * itself: no made-up code stands in (the spec's CDM-{EMAILPREFIX}2025 fallback is not kept).
 */
export function ReferralProgram({ referral }: { referral: UseQueryResult<UserReferralCodeResponse> }) {
  if (referral.isPending) return <Waiting label={t.codeLoading} />;
  if (referral.isError) return <ErrorState message={t.codeError} retryLabel={t.retry} onRetry={() => void referral.refetch()} />;
  const { referralCode, stats } = referral.data;
  const noteId = 'referral-code-note';
  const figures: Array<[string, string]> = [
    [t.totalReferrals, formatNumber(stats.totalReferrals)],
    [t.convertedReferrals, formatNumber(stats.convertedReferrals)],
    [t.accumulatedCredit, formatPesos(stats.accumulatedCreditCentavos)],
    [t.reservationAmount, formatPesos(stats.reservationAmountCentavos)],
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="referral-code-title" className="rounded-xl border border-race-500/40 bg-gradient-to-br from-graphite-900 to-graphite-800 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="referral-code-title" className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
              {t.codeHeading}
            </h3>
            <Badge tone={stats.isValidated ? 'success' : 'warning'}>{stats.isValidated ? t.active : t.inactive}</Badge>
          </div>
          <p className="mt-2 font-display text-3xl font-bold tracking-wider text-white sm:text-4xl">{referralCode}</p>
          <p id={noteId} className="mt-2 text-sm text-zinc-300">
            {stats.isValidated ? t.activeNote : t.inactiveNote(formatPesos(stats.activationThresholdCentavos))}
          </p>
          <Button className="mt-4" disabled={!stats.isValidated} aria-describedby={noteId} onClick={() => void copyCode(referralCode)}>
            {t.copy}
          </Button>
        </section>
        <section aria-labelledby="referral-how-title" className="rounded-xl border border-graphite-700 bg-graphite-900 p-5">
          <h3 id="referral-how-title" className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
            {t.howHeading}
          </h3>
          <ul className="mt-3 grid gap-2 text-sm text-zinc-100">
            {t.how.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-race-500" />
                {line}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="referral-stats-title" className="grid gap-3">
        <h3 id="referral-stats-title" className="font-display text-xl font-bold tracking-tight text-white uppercase">
          {t.statsHeading}
        </h3>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-graphite-700 bg-graphite-900 px-4 py-4">
              <dt className="text-xs font-semibold tracking-wide text-zinc-300 uppercase">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-white tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="referred-users-title" className="grid gap-3">
        <h3 id="referred-users-title" className="font-display text-xl font-bold tracking-tight text-white uppercase">
          {t.usersHeading}
        </h3>
        <ReferredUsers />
      </section>
    </div>
  );
}
