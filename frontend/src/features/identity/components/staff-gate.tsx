import type { StaffMember } from '@cdm/contracts';
import type { ReactNode } from 'react';
import { ErrorState, PageLoading } from '@/ui/states';
import { useStaffSession } from '../api/staff-session';
import { staffSignInTexts as t } from '../texts';
import { StaffSignInCard } from './staff-sign-in-card';

/** Shows its content only to a signed-in staff member; everyone else gets the sign-in card. */
export function StaffGate({ children }: { children: (staff: StaffMember) => ReactNode }) {
  const session = useStaffSession();

  if (session.isPending) {
    return (
      <main className="min-h-svh bg-graphite-950">
        <PageLoading label={t.checking} />
      </main>
    );
  }
  if (session.isError) {
    return (
      <main className="flex min-h-svh items-center justify-center bg-graphite-950">
        <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  if (!session.data) return <StaffSignInCard />;
  return <>{children(session.data)}</>;
}
