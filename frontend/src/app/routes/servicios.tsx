import { pageMetaFor } from '@cdm/contracts';
import { ExecutiveSummaryPage } from '@/features/site/components/executive-summary-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /servicios (public-site.md §2.6): the printable executive summary. */
export function ExecutiveSummaryRoute() {
  useDocumentTitle(pageMetaFor('/servicios').title);
  return <ExecutiveSummaryPage />;
}
