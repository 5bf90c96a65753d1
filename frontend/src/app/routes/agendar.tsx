import { pageMetaFor } from '@cdm/contracts';
import { PresentationBookingPage } from '@/features/leads/components/presentation-booking-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { startPrerenderedPage } from '../prerender/hydrate-page';
import { AppProvider } from '../provider';

/** /agendar (public-site.md §2.4): the presentation booking with its card guarantee deposit. */
export function BookingRoute() {
  useDocumentTitle(pageMetaFor('/agendar').title);
  return <PresentationBookingPage />;
}

// The prerendered page loads this module as its entry; its forms send through TanStack Query from the start.
startPrerenderedPage('agendar', BookingRoute, AppProvider);
