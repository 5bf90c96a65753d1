import { BOOKING_INVESTMENT_RANGES, PRODUCTS_OF_INTEREST } from '@cdm/contracts';
import type { PresentationBookingView } from '../../leads';
import { emailLayout, html, RenderedEmail } from './layout';
import { depositLabel } from './payment-confirmation.template';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const mexicoCityTime = (date: Date | null) =>
  date ? date.toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }) : '—';

const firstName = (booking: PresentationBookingView) => booking.name.split(/\s+/)[0];

/** Receipt of the guarantee deposit (spec public-site §9: 100 % refundable, applied to the investment). */
export function presentationBookingReceipt(booking: PresentationBookingView, schedulingUrl: string): RenderedEmail {
  const subject = 'Recibo de tu depósito en garantía · Presentación Ciudad Deporte Motor ZMG';
  const amount = depositLabel(booking.amountCentavos);
  const paidAt = mexicoCityTime(booking.paidAt);
  const body =
    html`<p>Hola ${firstName(booking)}:</p>
<p>Recibimos tu <strong>depósito en garantía de ${amount}</strong> el ${paidAt} para reservar tu presentación privada del proyecto.</p>
<p>El depósito es <strong>100% reembolsable</strong> y se aplica a tu inversión si decides continuar.</p>
<p><strong>Siguiente paso:</strong> elige el día y la hora de tu presentación en <a href="${schedulingUrl}">${schedulingUrl}</a>. Un asesor te confirmará la cita.</p>
<p>Folio de tu reservación: ${booking.id}</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(booking)}:`,
    '',
    `Recibimos tu depósito en garantía de ${amount} el ${paidAt} para reservar tu presentación privada del proyecto.`,
    'El depósito es 100% reembolsable y se aplica a tu inversión si decides continuar.',
    '',
    `Siguiente paso: elige el día y la hora de tu presentación en ${schedulingUrl}. Un asesor te confirmará la cita.`,
    '',
    `Folio de tu reservación: ${booking.id}`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'presentation-booking.receipt', subject, html: emailLayout(subject, body), text };
}

export function presentationBookingStaffNotice(booking: PresentationBookingView): RenderedEmail {
  const subject = `Presentación pagada: ${booking.name}`;
  const rows: Array<[string, string]> = [
    ['Nombre', booking.name],
    ['Email', booking.email],
    ['Teléfono', booking.phone],
    ['Rango de inversión', labelOf(BOOKING_INVESTMENT_RANGES, booking.investmentRange)],
    ['Productos', booking.productsOfInterest.map((product) => labelOf(PRODUCTS_OF_INTEREST, product)).join(', ')],
    ['Información adicional', booking.additionalInfo || '—'],
    ['Depósito', depositLabel(booking.amountCentavos)],
    ['Pagado', mexicoCityTime(booking.paidAt)],
  ];
  const body =
    html`<p>Se pagó el depósito en garantía de una presentación. Contacta a la persona para confirmar la cita.</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => html`<tr><td style="color:#71717a">${label}</td><td><strong>${value}</strong></td></tr>`)
      .join('')}</table>`;
  const text = [
    'Se pagó el depósito en garantía de una presentación. Contacta a la persona para confirmar la cita.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  return { template: 'presentation-booking.staff-notice', subject, html: emailLayout(subject, body), text };
}

export function presentationBookingRefundNotice(booking: PresentationBookingView): RenderedEmail {
  const subject = 'Reembolso de tu depósito en garantía · Ciudad Deporte Motor ZMG';
  const amount = depositLabel(booking.amountCentavos);
  const body = html`<p>Hola ${firstName(booking)}:</p>
<p>Reembolsamos tu depósito en garantía de <strong>${amount}</strong> a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días hábiles en reflejarse.</p>
<p>Folio de tu reservación: ${booking.id}</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(booking)}:`,
    '',
    `Reembolsamos tu depósito en garantía de ${amount} a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días hábiles en reflejarse.`,
    '',
    `Folio de tu reservación: ${booking.id}`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'presentation-booking.refund', subject, html: emailLayout(subject, body), text };
}
