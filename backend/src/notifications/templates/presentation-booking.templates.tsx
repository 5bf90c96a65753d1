import { BOOKING_INVESTMENT_RANGES, PRODUCTS_OF_INTEREST } from '@cdm/contracts';
import { formatLongDateTime } from '@cdm/domain';
import type { PresentationBookingView } from '../../leads';
import { Details, Greeting, P, renderEmail, RenderedEmail, Signature, WebLink } from './layout';
import { depositLabel } from './payment-confirmation.template';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const when = (date: Date | null) => formatLongDateTime(date) || '—';

const firstName = (booking: PresentationBookingView) => booking.name.trim().split(/\s+/)[0];

/** Receipt of the guarantee deposit (public-site.md §9: 100 % refundable, applied to the investment). */
export function presentationBookingReceipt(booking: PresentationBookingView, schedulingUrl: string): Promise<RenderedEmail> {
  return renderEmail({
    template: 'presentation-booking.receipt',
    subject: 'Recibo de tu depósito en garantía · Presentación Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={firstName(booking)} />
        <P>
          Recibimos tu <strong>{`depósito en garantía de ${depositLabel(booking.amountCentavos)}`}</strong>
          {` el ${when(booking.paidAt)} para reservar tu presentación privada del proyecto.`}
        </P>
        <P>
          El depósito es <strong>100% reembolsable</strong> y se aplica a tu inversión si decides continuar.
        </P>
        <P>
          <strong>Siguiente paso:</strong> elige el día y la hora de tu presentación en <WebLink href={schedulingUrl} />. Un asesor te confirmará la
          cita.
        </P>
        <P>{`Folio de tu reservación: ${booking.id}`}</P>
        <Signature />
      </>
    ),
  });
}

export function presentationBookingStaffNotice(booking: PresentationBookingView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'presentation-booking.staff-notice',
    subject: `Presentación pagada: ${booking.name}`,
    body: (
      <>
        <P>Se pagó el depósito en garantía de una presentación. Contacta a la persona para confirmar la cita.</P>
        <Details
          rows={[
            ['Nombre', booking.name],
            ['Email', booking.email],
            ['Teléfono', booking.phone],
            ['Rango de inversión', labelOf(BOOKING_INVESTMENT_RANGES, booking.investmentRange)],
            ['Productos', booking.productsOfInterest.map((product) => labelOf(PRODUCTS_OF_INTEREST, product)).join(', ')],
            ['Información adicional', booking.additionalInfo || '—'],
            ['Depósito', depositLabel(booking.amountCentavos)],
            ['Pagado', when(booking.paidAt)],
          ]}
        />
      </>
    ),
  });
}

export function presentationBookingRefundNotice(booking: PresentationBookingView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'presentation-booking.refund',
    subject: 'Reembolso de tu depósito en garantía · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={firstName(booking)} />
        <P>
          Reembolsamos tu depósito en garantía de <strong>{depositLabel(booking.amountCentavos)}</strong> a la tarjeta con la que pagaste. Según tu
          banco, puede tardar de 5 a 10 días hábiles en reflejarse.
        </P>
        <P>{`Folio de tu reservación: ${booking.id}`}</P>
        <Signature />
      </>
    ),
  });
}
