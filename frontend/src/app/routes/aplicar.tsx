import { pageMetaFor } from '@cdm/contracts';
import { ApplicationWizard } from '@/features/applications/components/application-wizard';
import { useInvestorSession } from '@/features/identity/api/investor-session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { startPrerenderedPage } from '../prerender/hydrate-page';
import { AppProvider } from '../provider';

/** /aplicar (spec investor-portal §2.1): the investor application with its card deposit or referral code. */
export function ApplicationRoute() {
  useDocumentTitle(pageMetaFor('/aplicar').title);
  // The data room opens after the payment only for someone signed in with an investor account (the page asks for one).
  const session = useInvestorSession();
  return <ApplicationWizard canSeeDataRoom={Boolean(session.data)} />;
}

// The prerendered page loads this module as its entry; its forms send through TanStack Query from the start.
startPrerenderedPage('aplicar', ApplicationRoute, AppProvider);
