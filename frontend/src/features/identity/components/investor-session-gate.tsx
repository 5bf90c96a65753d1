import type { InvestorSessionResponse } from '@cdm/contracts';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState, PageLoading } from '@/ui/states';
import { useInvestorSession } from '../api/investor-session';
import { signInStateFor } from '../return-path';
import { dashboardTexts as t } from '../texts';

/** Investor pages: without an investor session (401) the person goes to /investors, which brings them back here after signing in. */
export function InvestorSessionGate({ children }: { children: (session: InvestorSessionResponse) => ReactNode }) {
  const session = useInvestorSession();
  const { pathname, search, hash } = useLocation();
  // One state object per address: <Navigate> navigates again whenever its state prop changes, and a
  // new object on every render looped ("Maximum update depth exceeded") while /investors was loading.
  const signInState = useMemo(() => signInStateFor({ pathname, search, hash }), [pathname, search, hash]);

  if (session.isPending) return <PageLoading label={t.loading} />;
  if (session.isError) return <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void session.refetch()} />;
  // Router state, not the query string: /investors keeps its address and nobody can put a return page in a link.
  if (!session.data) return <Navigate to="/investors" replace state={signInState} />;
  return <>{children(session.data)}</>;
}
