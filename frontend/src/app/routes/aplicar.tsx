import { pageMetaFor } from '@cdm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApplicationWizard } from '@/features/applications/components/application-wizard';
import { identityQueryKeys } from '@/features/identity/api/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { startPrerenderedPage } from '../prerender/hydrate-page';
import { AppProvider } from '../provider';

/** /aplicar (spec investor-portal §2.1): the investor application with its card deposit or referral code. */
export function ApplicationRoute() {
  useDocumentTitle(pageMetaFor('/aplicar').title);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Direct access signed this browser in: the dashboard must read the new investor session, not a cached absence.
  const onDirectAccess = useCallback(() => {
    queryClient.removeQueries({ queryKey: identityQueryKeys.investorSession });
    navigate('/dashboard');
  }, [queryClient, navigate]);

  return <ApplicationWizard onDirectAccess={onDirectAccess} />;
}

// The prerendered page loads this module as its entry; its forms send through TanStack Query from the start.
startPrerenderedPage('aplicar', ApplicationRoute, AppProvider);
