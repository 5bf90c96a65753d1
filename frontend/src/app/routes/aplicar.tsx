import { pageMetaFor } from '@cdm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApplicationWizard } from '@/features/applications/components/application-wizard';
import { useInvestorSession } from '@/features/identity/api/investor-session';
import { identityQueryKeys } from '@/features/identity/api/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /aplicar (spec investor-portal §2.1): the investor application with its card deposit or referral code. */
export function ApplicationRoute() {
  useDocumentTitle(pageMetaFor('/aplicar').title);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The data room opens after the payment only for someone signed in with an investor account (the page asks for one).
  const session = useInvestorSession();

  // Direct access signed this browser in: the dashboard must read the new investor session, not a cached absence.
  const onDirectAccess = useCallback(() => {
    queryClient.removeQueries({ queryKey: identityQueryKeys.investorSession });
    navigate('/dashboard');
  }, [queryClient, navigate]);

  return <ApplicationWizard onDirectAccess={onDirectAccess} canSeeDataRoom={Boolean(session.data)} />;
}
