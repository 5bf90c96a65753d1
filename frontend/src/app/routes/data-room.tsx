import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DataRoomPage } from '@/features/dataroom/components/data-room-page';
import { dataRoomTexts } from '@/features/dataroom/texts';
import { identityQueryKeys } from '@/features/identity/api/query-keys';
import { InvestorHeader } from '@/features/identity/components/investor-header';
import { InvestorSessionGate } from '@/features/identity/components/investor-session-gate';
import { PasswordSetupDialog } from '@/features/identity/components/password-setup-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /data-room: documents for authorised investors (opened in a new tab after a payment, or from the portal). */
export function DataRoomRoute() {
  useDocumentTitle(dataRoomTexts.documentTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A session that ended while the page was open: the gate then sends the person to sign in.
  const onSignedOut = useCallback(() => queryClient.setQueryData(identityQueryKeys.investorSession, null), [queryClient]);

  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <InvestorSessionGate>
        {(session) => (
          <>
            <InvestorHeader investor={session.investor} onSignedOut={() => navigate('/investors', { replace: true })} />
            <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
              <DataRoomPage onSignedOut={onSignedOut} />
            </main>
            <PasswordSetupDialog open={session.needsPasswordSetup} />
          </>
        )}
      </InvestorSessionGate>
    </div>
  );
}
