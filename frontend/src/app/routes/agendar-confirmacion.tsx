import { pageMetaFor } from '@cdm/contracts';
import { BookingConfirmationPage } from '@/features/leads/components/booking-confirmation-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /agendar-confirmacion?reserva=<id>: the return page of a booking's card payment. */
export function BookingConfirmationRoute() {
  useDocumentTitle(pageMetaFor('/agendar-confirmacion').title);
  return <BookingConfirmationPage />;
}
