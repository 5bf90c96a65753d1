import { pageMetaFor } from '@cdm/contracts';
import { DeckPage } from '@/features/deck/components/deck-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /presentaciondeservicios (public-site.md §2.7, §4): the password-protected services presentation. */
export function ServicesPresentationRoute() {
  useDocumentTitle(pageMetaFor('/presentaciondeservicios').title);
  return <DeckPage />;
}
