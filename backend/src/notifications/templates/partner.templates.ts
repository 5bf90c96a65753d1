import type { PartnerView } from '../../partners';
import { emailLayout, html, RenderedEmail } from './layout';

const mxn = (centavos: number) =>
  `${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(centavos / 100)} MXN`;
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long' });
const firstName = (name: string) => name.split(/\s+/)[0];

/** Upcoming (3 days before), overdue (1, 7, 30 days after) or a staff reminder of the next instalment. */
export function partnerReminderEmail(partner: PartnerView, dueDate: string, overdue: boolean): RenderedEmail {
  const amount = mxn(partner.nextPaymentAmountCentavos ?? partner.monthlyPaymentCentavos);
  const subject = overdue ? `Pago vencido · ${partner.productPurchased}` : `Recordatorio de pago · ${partner.productPurchased}`;
  const lead = overdue
    ? `Tu pago de ${amount} con vencimiento el ${longDate(dueDate)} está pendiente.`
    : `Te recordamos que tu próximo pago de ${amount} vence el ${longDate(dueDate)}.`;
  const detail =
    overdue && partner.monthsOverdue > 0
      ? `Adeudo vencido: ${mxn(partner.overdueAmountCentavos)} (${partner.monthsOverdue} ${partner.monthsOverdue === 1 ? 'mes' : 'meses'}).`
      : '';
  const body = html`<p>Hola ${firstName(partner.name)}:</p>
<p>${lead}</p>
${detail ? html`<p><strong>${detail}</strong></p>` : ''}
<p>Saldo pendiente de tu plan: ${mxn(partner.remainingBalanceCentavos)}. Si ya realizaste el pago, envíanos tu comprobante respondiendo a este correo.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(partner.name)}:`,
    '',
    lead,
    ...(detail ? [detail] : []),
    '',
    `Saldo pendiente de tu plan: ${mxn(partner.remainingBalanceCentavos)}. Si ya realizaste el pago, envíanos tu comprobante respondiendo a este correo.`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: overdue ? 'partner.overdue-reminder' : 'partner.payment-reminder', subject, html: emailLayout(subject, body), text };
}

export function partnerStatementEmail(partner: PartnerView): RenderedEmail {
  const subject = `Tu estado de cuenta · ${partner.productPurchased}`;
  const body = html`<p>Hola ${firstName(partner.name)}:</p>
<p>Adjuntamos tu estado de cuenta con el calendario de pagos, los pagos recibidos y tu saldo pendiente de ${mxn(partner.remainingBalanceCentavos)}.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(partner.name)}:`,
    '',
    `Adjuntamos tu estado de cuenta con el calendario de pagos, los pagos recibidos y tu saldo pendiente de ${mxn(partner.remainingBalanceCentavos)}.`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'partner.statement', subject, html: emailLayout(subject, body), text };
}
