import { pageMetaFor } from '@cdm/contracts';
import { PresentationBookingPage } from '@/features/leads/components/presentation-booking-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /agendar (public-site.md §2.4): the presentation booking with its card guarantee deposit. */
export function BookingRoute() {
  useDocumentTitle(pageMetaFor('/agendar').title);
  return <PresentationBookingPage />;
}
