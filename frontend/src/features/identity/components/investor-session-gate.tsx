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
