import { pageMetaFor } from '@cdm/contracts';
import { useCallback, useState } from 'react';
import { ApplicationWizard } from '@/features/applications/components/application-wizard';
import { useInvestorSession } from '@/features/identity/api/investor-session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /aplicar (investor-portal.md §2.1): the investor application with its card deposit or referral code. */
export function ApplicationRoute() {
  useDocumentTitle(pageMetaFor('/aplicar').title);
  // The data room opens after the payment only for someone signed in with an investor account. The
  // session is asked for once the wizard reaches the payment, not on load (a signed-out visitor's 401
  // would be the prerendered page's first console error).
  const [sessionWanted, setSessionWanted] = useState(false);
  const session = useInvestorSession({ enabled: sessionWanted });
  const wantSession = useCallback(() => setSessionWanted(true), []);
  return <ApplicationWizard canSeeDataRoom={Boolean(session.data)} onPaymentStep={wantSession} />;
}
