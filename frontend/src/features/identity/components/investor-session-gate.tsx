import type { InvestorSessionResponse } from '@cdm/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState, PageLoading } from '@/ui/states';
import { useInvestorSession } from '../api/investor-session';
import { dashboardTexts as t } from '../texts';

/** Investor pages: without an investor session (401) the person goes to /investors. */
export function InvestorSessionGate({ children }: { children: (session: InvestorSessionResponse) => ReactNode }) {
  const session = useInvestorSession();

  if (session.isPending) return <PageLoading label={t.loading} />;
  if (session.isError) return <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to="/investors" replace />;
  return <>{children(session.data)}</>;
}

export function DashboardWelcome({ name }: { name: string }) {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold tracking-[0.2em] text-race-300 uppercase">{t.eyebrow}</p>
      <h1 id="welcome-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">
        {t.welcome(name)}
      </h1>
      <p className="mt-4 max-w-2xl text-base text-zinc-300 sm:text-lg">{t.comingSoon}</p>
    </section>
  );
}
