import { type BankDetails, formatLongDate, formatPesos } from '@cdm/domain';
import type { PartnerView } from '../../partners';
import { BankTransferDetails } from './bank-transfer';
import { Greeting, P, renderEmail, RenderedEmail, Signature } from './layout';

const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** Upcoming (3 days before), overdue (1, 7, 30 days after) or a staff reminder of the next instalment. */
export function partnerReminderEmail(partner: PartnerView, dueDate: string, overdue: boolean, bank: BankDetails): Promise<RenderedEmail> {
  const amount = formatPesos(partner.nextPaymentAmountCentavos ?? partner.monthlyPaymentCentavos);
  const due = formatLongDate(dueDate);
  const months = partner.monthsOverdue === 1 ? 'mes' : 'meses';
  return renderEmail({
    template: overdue ? 'partner.overdue-reminder' : 'partner.payment-reminder',
    subject: overdue ? `Pago vencido · ${partner.productPurchased}` : `Recordatorio de pago · ${partner.productPurchased}`,
    body: (
      <>
        <Greeting name={firstName(partner.name)} />
        <P>
          {overdue
            ? `Tu pago de ${amount} con vencimiento el ${due} está pendiente.`
            : `Te recordamos que tu próximo pago de ${amount} vence el ${due}.`}
        </P>
        {overdue && partner.monthsOverdue > 0 ? (
          <P>
            <strong>{`Adeudo vencido: ${formatPesos(partner.overdueAmountCentavos)} (${partner.monthsOverdue} ${months}).`}</strong>
          </P>
        ) : null}
        <P>
          {`Saldo pendiente de tu plan: ${formatPesos(partner.remainingBalanceCentavos)}. Si ya realizaste el pago, envíanos tu comprobante respondiendo a este correo.`}
        </P>
        <P>
          Para pagar por transferencia, escribe tu referencia <strong>{partner.reference}</strong> en el concepto de pago: así identificamos tu pago.
        </P>
        <BankTransferDetails bank={bank} reference={partner.reference} />
        <Signature />
      </>
    ),
  });
}

export function partnerStatementEmail(partner: PartnerView, bank: BankDetails): Promise<RenderedEmail> {
  return renderEmail({
    template: 'partner.statement',
    subject: `Tu estado de cuenta · ${partner.productPurchased}`,
    body: (
      <>
        <Greeting name={firstName(partner.name)} />
        <P>
          {`Adjuntamos tu estado de cuenta con el calendario de pagos, los pagos recibidos y tu saldo pendiente de ${formatPesos(partner.remainingBalanceCentavos)}.`}
        </P>
        <P>Para tus pagos por transferencia, escribe tu referencia en el concepto de pago:</P>
        <BankTransferDetails bank={bank} reference={partner.reference} />
        <Signature />
      </>
    ),
  });
}
