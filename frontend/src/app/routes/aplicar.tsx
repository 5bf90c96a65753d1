import { pageMetaFor } from '@cdm/contracts';
import { ApplicationWizard } from '@/features/applications/components/application-wizard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /aplicar (spec investor-portal §2.1): the investor application with its card deposit or referral code. */
export function ApplicationRoute() {
  useDocumentTitle(pageMetaFor('/aplicar').title);
  return <ApplicationWizard />;
}
