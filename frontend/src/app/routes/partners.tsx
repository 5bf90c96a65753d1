import { pageMetaFor } from '@cdm/contracts';
import { ProposalDeckPage } from '@/features/site/components/proposal-deck-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /partners (public-site.md §2.7): the public sales proposal. */
export function PartnersRoute() {
  useDocumentTitle(pageMetaFor('/partners').title);
  return <ProposalDeckPage />;
}
