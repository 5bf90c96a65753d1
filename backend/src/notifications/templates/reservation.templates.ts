import type { PaymentPlanView } from '@cdm/contracts';
import type { ReservationView } from '../../reservations';
import { emailLayout, html, RenderedEmail } from './layout';

const mxn = (centavos: number) =>
  `${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(centavos / 100)} MXN`;
const when = (date: Date | null) =>
  date ? date.toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }) : '—';
const firstName = (name: string) => name.split(/\s+/)[0];

/** The plan as label/value rows, shared by the quotation and the reservation emails. */
export function planRows(plan: PaymentPlanView): Array<[string, string]> {
  return [
    ['Unidad', plan.unitCode],
    ['Precio de lista', mxn(plan.basePriceCentavos)],
    ['Descuento por enganche', `${plan.discountPercent.toLocaleString('es-MX', { maximumFractionDigits: 2 })}%`],
    ['Precio con descuento', mxn(plan.totalAmountCentavos)],
    [`Enganche (${plan.downPaymentPercent}%)`, `${mxn(plan.downPaymentCentavos)} · ${plan.downPaymentScheduledDate}`],
    [`Mensualidades (${plan.monthlyPaymentPercent}%)`, `${plan.termMonths} × ${mxn(plan.monthlyPaymentCentavos)} · día ${plan.paymentDay}`],
    [`Pago final (${plan.finalPaymentPercent}%)`, `${mxn(plan.finalPaymentWithInterestCentavos)} (incluye intereses)`],
    ['Intereses totales', mxn(plan.totalInterestCentavos)],
    ['Total a pagar', mxn(plan.totalPaymentCentavos)],
    ['Depósito de reservación', mxn(plan.reservationDepositCentavos)],
  ];
}

const table = (rows: Array<[string, string]>) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => html`<tr><td style="color:#71717a">${label}</td><td><strong>${value}</strong></td></tr>`)
    .join('')}</table>`;
const textRows = (rows: Array<[string, string]>) => rows.map(([label, value]) => `${label}: ${value}`);

/** Bank transfer or the cancel route: the unit is set aside unpaid, with the deadline and the reference. */
export function unitBlockedEmail(name: string, reservation: ReservationView): RenderedEmail {
  const subject = `Unidad ${reservation.unitCode} bloqueada · Instrucciones de pago`;
  const deadline = when(reservation.expiresAt);
  const amount = mxn(reservation.reservationDepositCentavos);
  const reference = reservation.referenceNumber ?? '—';
  const body =
    html`<p>Hola ${firstName(name)}:</p>
<p>Bloqueamos la unidad <strong>${reservation.unitCode}</strong> para ti hasta el <strong>${deadline}</strong> (hora del centro de México).</p>
<p>Para reservarla, paga el depósito de <strong>${amount}</strong> antes de esa hora, con tarjeta desde tu portal o por transferencia con la referencia <strong>${reference}</strong>. Si no recibimos el pago, la unidad vuelve a estar disponible.</p>
<p><strong>Tu plan de pagos</strong></p>` +
    table(planRows(reservation.plan)) +
    html`<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(name)}:`,
    '',
    `Bloqueamos la unidad ${reservation.unitCode} para ti hasta el ${deadline} (hora del centro de México).`,
    `Para reservarla, paga el depósito de ${amount} antes de esa hora, con tarjeta desde tu portal o por transferencia con la referencia ${reference}. Si no recibimos el pago, la unidad vuelve a estar disponible.`,
    '',
    'Tu plan de pagos',
    ...textRows(planRows(reservation.plan)),
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'reservation.blocked', subject, html: emailLayout(subject, body), text };
}

export function reservationActivatedEmail(name: string, reservation: ReservationView): RenderedEmail {
  const subject = `¡Pago exitoso! Unidad ${reservation.unitCode} reservada`;
  const until = when(reservation.holdExpiresAt);
  const body =
    html`<p>Hola ${firstName(name)}:</p>
<p>Recibimos tu depósito de <strong>${mxn(reservation.reservationDepositCentavos)}</strong>. La unidad <strong>${reservation.unitCode}</strong> queda apartada a tu nombre hasta el ${until} mientras firmamos el contrato.</p>
<p><strong>Siguiente paso:</strong> tu asesor te contactará para la firma del contrato. El depósito es 100% reembolsable.</p>` +
    table(planRows(reservation.plan)) +
    html`<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(name)}:`,
    '',
    `Recibimos tu depósito de ${mxn(reservation.reservationDepositCentavos)}. La unidad ${reservation.unitCode} queda apartada a tu nombre hasta el ${until} mientras firmamos el contrato.`,
    'Siguiente paso: tu asesor te contactará para la firma del contrato. El depósito es 100% reembolsable.',
    '',
    ...textRows(planRows(reservation.plan)),
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'reservation.activated', subject, html: emailLayout(subject, body), text };
}

export function lateDepositRefundEmail(name: string, reservation: ReservationView): RenderedEmail {
  const subject = `Reembolso de tu depósito · Unidad ${reservation.unitCode}`;
  const amount = mxn(reservation.reservationDepositCentavos);
  const body = html`<p>Hola ${firstName(name)}:</p>
<p>Tu pago de <strong>${amount}</strong> llegó después de que venció el bloqueo de la unidad <strong>${reservation.unitCode}</strong>, y la unidad ya fue apartada por otra persona.</p>
<p>Reembolsamos el depósito completo a tu tarjeta; según tu banco puede tardar de 5 a 10 días hábiles. Puedes elegir otra unidad desde tu portal.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(name)}:`,
    '',
    `Tu pago de ${amount} llegó después de que venció el bloqueo de la unidad ${reservation.unitCode}, y la unidad ya fue apartada por otra persona.`,
    'Reembolsamos el depósito completo a tu tarjeta; según tu banco puede tardar de 5 a 10 días hábiles. Puedes elegir otra unidad desde tu portal.',
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'reservation.late-deposit-refund', subject, html: emailLayout(subject, body), text };
}

export function reservationReminderEmail(name: string, reservation: ReservationView): RenderedEmail {
  const subject = `Recordatorio: paga el depósito de la unidad ${reservation.unitCode}`;
  const deadline = when(reservation.expiresAt);
  const body = html`<p>Hola ${firstName(name)}:</p>
<p>Tu unidad <strong>${reservation.unitCode}</strong> sigue bloqueada hasta el <strong>${deadline}</strong>. Paga el depósito de <strong>${mxn(reservation.reservationDepositCentavos)}</strong> desde tu portal${reservation.referenceNumber ? html` o por transferencia con la referencia <strong>${reservation.referenceNumber}</strong>` : ''} para reservarla.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(name)}:`,
    '',
    `Tu unidad ${reservation.unitCode} sigue bloqueada hasta el ${deadline}. Paga el depósito de ${mxn(reservation.reservationDepositCentavos)} desde tu portal${reservation.referenceNumber ? ` o por transferencia con la referencia ${reservation.referenceNumber}` : ''} para reservarla.`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'reservation.reminder', subject, html: emailLayout(subject, body), text };
}

export function quotationEmail(name: string, plan: PaymentPlanView): RenderedEmail {
  const subject = `Cotización de la unidad ${plan.unitCode} · Ciudad Deporte Motor ZMG`;
  const body =
    html`<p>Hola ${firstName(name)}:</p>
<p>Esta es la cotización que preparaste para la unidad <strong>${plan.unitCode}</strong>. Adjuntamos el plan de pagos en PDF.</p>` +
    table(planRows(plan)) +
    html`<p>Tasa anual de 8% sobre la parte financiada; sin penalización por pago anticipado; sujeto a evaluación crediticia. Precios sujetos a disponibilidad.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(name)}:`,
    '',
    `Esta es la cotización que preparaste para la unidad ${plan.unitCode}. Adjuntamos el plan de pagos en PDF.`,
    '',
    ...textRows(planRows(plan)),
    '',
    'Tasa anual de 8% sobre la parte financiada; sin penalización por pago anticipado; sujeto a evaluación crediticia. Precios sujetos a disponibilidad.',
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'reservation.quotation', subject, html: emailLayout(subject, body), text };
}
