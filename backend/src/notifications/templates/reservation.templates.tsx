import type { PaymentPlanView } from '@cdm/contracts';
import { type BankDetails, endSentence, formatLongDate, formatLongDateTime, formatPercent, formatPesos } from '@cdm/domain';
import type { ReservationView } from '../../reservations';
import { BankTransferDetails } from './bank-transfer';
import { DetailRow, Details, Greeting, P, renderEmail, RenderedEmail, Signature } from './layout';

const when = (date: Date | null) => formatLongDateTime(date) || '—';
const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** The plan as label/value rows, shared by the quotation and the reservation emails and the quotation PDF. */
export function planRows(plan: PaymentPlanView): DetailRow[] {
  return [
    ['Unidad', plan.unitCode],
    ['Precio de lista', formatPesos(plan.basePriceCentavos)],
    ['Descuento por enganche', formatPercent(plan.discountPercent)],
    ['Precio con descuento', formatPesos(plan.totalAmountCentavos)],
    [`Enganche (${plan.downPaymentPercent}%)`, `${formatPesos(plan.downPaymentCentavos)} · ${formatLongDate(plan.downPaymentScheduledDate) || plan.downPaymentScheduledDate}`],
    [`Mensualidades (${plan.monthlyPaymentPercent}%)`, `${plan.termMonths} × ${formatPesos(plan.monthlyPaymentCentavos)} · día ${plan.paymentDay}`],
    [`Pago final (${plan.finalPaymentPercent}%)`, `${formatPesos(plan.finalPaymentWithInterestCentavos)} (incluye intereses)`],
    ['Intereses totales', formatPesos(plan.totalInterestCentavos)],
    ['Total a pagar', formatPesos(plan.totalPaymentCentavos)],
    ['Depósito de reservación', formatPesos(plan.reservationDepositCentavos)],
  ];
}

/** Bank transfer or the cancel route: the unit is set aside unpaid, with the deadline and the reference. */
export function unitBlockedEmail(name: string, reservation: ReservationView, bank: BankDetails): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.blocked',
    subject: `Unidad ${reservation.unitCode} bloqueada · Instrucciones de pago`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Bloqueamos la unidad <strong>{reservation.unitCode}</strong> para ti hasta el <strong>{when(reservation.expiresAt)}</strong> (hora del centro
          de México).
        </P>
        <P>
          Para reservarla, paga el depósito de <strong>{formatPesos(reservation.reservationDepositCentavos)}</strong> antes de esa hora, con tarjeta
          desde tu portal o por transferencia con la referencia <strong>{reservation.referenceNumber ?? '—'}</strong>. Si no recibimos el pago, la
          unidad vuelve a estar disponible.
        </P>
        {reservation.referenceNumber ? <BankTransferDetails bank={bank} reference={reservation.referenceNumber} /> : null}
        <P>
          <strong>Tu plan de pagos</strong>
        </P>
        <Details rows={planRows(reservation.plan)} />
        <Signature />
      </>
    ),
  });
}

export function reservationActivatedEmail(name: string, reservation: ReservationView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.activated',
    subject: `¡Pago exitoso! Unidad ${reservation.unitCode} reservada`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Recibimos tu depósito de <strong>{formatPesos(reservation.reservationDepositCentavos)}</strong>. La unidad{' '}
          <strong>{reservation.unitCode}</strong>
          {` queda apartada a tu nombre hasta el ${when(reservation.holdExpiresAt)} mientras firmamos el contrato.`}
        </P>
        <P>
          <strong>Siguiente paso:</strong> tu asesor te contactará para la firma del contrato. El depósito es 100% reembolsable.
        </P>
        <Details rows={planRows(reservation.plan)} />
        <Signature />
      </>
    ),
  });
}

export function lateDepositRefundEmail(name: string, reservation: ReservationView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.late-deposit-refund',
    subject: `Reembolso de tu depósito · Unidad ${reservation.unitCode}`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Tu pago de <strong>{formatPesos(reservation.reservationDepositCentavos)}</strong> llegó después de que venció el bloqueo de la unidad{' '}
          <strong>{reservation.unitCode}</strong>, y la unidad ya fue apartada por otra persona.
        </P>
        <P>
          Reembolsamos el depósito completo a tu tarjeta; según tu banco puede tardar de 5 a 10 días hábiles. Puedes elegir otra unidad desde tu
          portal.
        </P>
        <Signature />
      </>
    ),
  });
}

/** A deposit confirmed from a bank statement was undone: the unit is a block again, with its new deadline and how to pay. */
export function depositUndoneEmail(name: string, reservation: ReservationView, bank: BankDetails): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.deposit-undone',
    subject: `Tu depósito de la unidad ${reservation.unitCode} no quedó confirmado`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Revisamos el pago que habíamos registrado como tu depósito de <strong>{formatPesos(reservation.reservationDepositCentavos)}</strong> para
          la unidad <strong>{reservation.unitCode}</strong> y no corresponde a tu reservación, así que lo desmarcamos. Te ofrecemos una disculpa por
          el aviso anterior.
        </P>
        <P>
          La unidad sigue bloqueada para ti hasta el <strong>{when(reservation.expiresAt)}</strong> (hora del centro de México). Para reservarla,
          paga el depósito antes de esa hora, con tarjeta desde tu portal o por transferencia con la referencia{' '}
          <strong>{reservation.referenceNumber ?? '—'}</strong>. Si ya hiciste la transferencia, responde a este correo con tu comprobante.
        </P>
        {reservation.referenceNumber ? <BankTransferDetails bank={bank} reference={reservation.referenceNumber} /> : null}
        <Signature />
      </>
    ),
  });
}

export function reservationReminderEmail(name: string, reservation: ReservationView, bank: BankDetails): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.reminder',
    subject: `Recordatorio: paga el depósito de la unidad ${reservation.unitCode}`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Tu unidad <strong>{reservation.unitCode}</strong> sigue bloqueada hasta el <strong>{endSentence(when(reservation.expiresAt))}</strong> Paga el
          depósito de <strong>{formatPesos(reservation.reservationDepositCentavos)}</strong> desde tu portal
          {reservation.referenceNumber ? (
            <>
              {' o por transferencia con la referencia '}
              <strong>{reservation.referenceNumber}</strong>
            </>
          ) : null}{' '}
          para reservarla.
        </P>
        {reservation.referenceNumber ? <BankTransferDetails bank={bank} reference={reservation.referenceNumber} /> : null}
        <Signature />
      </>
    ),
  });
}

export function quotationEmail(name: string, plan: PaymentPlanView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'reservation.quotation',
    subject: `Cotización de la unidad ${plan.unitCode} · Ciudad Deporte Motor ZMG`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Esta es la cotización que preparaste para la unidad <strong>{plan.unitCode}</strong>. Adjuntamos el plan de pagos en PDF.
        </P>
        <Details rows={planRows(plan)} />
        <P>
          Tasa anual de 8% sobre la parte financiada; sin penalización por pago anticipado; sujeto a evaluación crediticia. Precios sujetos a
          disponibilidad.
        </P>
        <Signature />
      </>
    ),
  });
}
