import { pageMetaFor } from '@cdm/contracts';
import { LetterOfIntentPage } from '@/features/leads/components/letter-of-intent/letter-of-intent-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /investors/carta-de-intencion (public-site.md §2.5, §4): the partners' portal with the letter of intent. */
export function LetterOfIntentRoute() {
  useDocumentTitle(pageMetaFor('/investors/carta-de-intencion').title);
  return <LetterOfIntentPage />;
}
