import { useNavigate } from 'react-router';
import { InvestorHeader } from '@/features/identity/components/investor-header';
import { DashboardWelcome, InvestorSessionGate } from '@/features/identity/components/investor-session-gate';
import { PasswordSetupDialog } from '@/features/identity/components/password-setup-dialog';
import { dashboardTexts as t } from '@/features/identity/texts';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard (spec §2.4): a placeholder body for now; the header, profile and forced set-up are real. */
export function DashboardRoute() {
  useDocumentTitle(t.documentTitle);
  const navigate = useNavigate();

  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <InvestorSessionGate>
        {(session) => (
          <>
            <InvestorHeader investor={session.investor} onSignedOut={() => navigate('/investors', { replace: true })} />
            <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
              <DashboardWelcome name={session.investor.name} />
            </main>
            <PasswordSetupDialog open={session.needsPasswordSetup} />
          </>
        )}
      </InvestorSessionGate>
    </div>
  );
}
