import { PAYMENT_METHODS, type PartnerDetail } from '@cdm/contracts';
import { type BankDetails, formatClabe, formatDate, formatLongDate, formatPesos, isExampleClabe } from '@cdm/domain';
// A document task too (statementDocument, on the document pool's threads): imports stay light.
import { PDF_COLORS, PdfWriter } from '../platform/pdf/pdf-writer';

const methodLabel = (value: string) => PAYMENT_METHODS.find((method) => method.value === value)?.label ?? value;
const conceptOf = (item: PartnerDetail['schedule'][number]) =>
  item.kind === 'down' ? 'Enganche' : item.kind === 'final' ? 'Pago final' : `Mensualidad ${item.number}`;

/**
 * The partner's account statement: figures, how to pay by transfer (their stable reference beside the
 * bank details), payments received, and the schedule with paid marks (over as many pages as it takes).
 */
export async function statementPdf(detail: PartnerDetail, issuedAt: Date, bank: BankDetails): Promise<Uint8Array> {
  const doc = await PdfWriter.create({ title: `Estado de cuenta · ${detail.productPurchased}`, issuedAt });

  doc.paragraph('CIUDAD DEPORTE MOTOR ZMG', { font: 'bold', size: 9, color: PDF_COLORS.raceRed }, 8);
  doc.paragraph('Estado de cuenta', { font: 'bold', size: 20 }, 4);
  doc.paragraph(`${detail.name} · ${detail.productPurchased} · ${formatLongDate(issuedAt)}`, { color: PDF_COLORS.muted }, 16);

  doc.details([
    ['Precio total', formatPesos(detail.totalAmountCentavos)],
    ['Enganche', `${formatPesos(detail.downPaymentCentavos)} · ${detail.downPaymentPaid ? 'pagado' : 'pendiente'}`],
    ['Mensualidad', `${formatPesos(detail.monthlyPaymentCentavos)} · día ${detail.paymentDay} · ${detail.paymentTerm} meses`],
    ['Pago final (con intereses)', formatPesos(detail.finalPaymentCentavos)],
    ['Saldo pendiente', formatPesos(detail.remainingBalanceCentavos)],
    ['Próximo pago', detail.nextPaymentDate ? formatLongDate(detail.nextPaymentDate) : '—'],
    [
      'Estado',
      detail.isCurrentOnPayments
        ? 'Al corriente'
        : `Atrasado (${detail.monthsOverdue} ${detail.monthsOverdue === 1 ? 'mes' : 'meses'}, ${formatPesos(detail.overdueAmountCentavos)})`,
    ],
  ]);

  doc.space(16);
  doc.paragraph('Pagos por transferencia', { font: 'bold', size: 12 }, 6);
  doc.paragraph('Escribe tu referencia en el concepto de pago para que identifiquemos tu pago.', { color: PDF_COLORS.muted }, 6);
  doc.details([
    ['Referencia', detail.reference],
    ['Banco', bank.bankName],
    ['Beneficiario', bank.beneficiary],
    ['CLABE', formatClabe(bank.clabe)],
  ]);
  if (isExampleClabe(bank.clabe)) doc.paragraph('Datos de ejemplo: esta CLABE es ficticia y no recibe depósitos.', { color: PDF_COLORS.muted });

  doc.space(16);
  doc.paragraph('Pagos recibidos', { font: 'bold', size: 12 }, 6);
  if (detail.payments.length === 0) {
    doc.paragraph('Sin pagos registrados.', { color: PDF_COLORS.muted });
  } else {
    doc.table(
      [
        { header: 'Fecha', width: 90 },
        { header: 'Monto (MXN)', width: 120, align: 'right' },
        { header: 'Método', width: 110 },
        { header: 'Referencia', width: doc.width - 320 },
      ],
      detail.payments.map((payment) => [formatDate(payment.paidOn), formatPesos(payment.amountCentavos, { currencyCode: false }), methodLabel(payment.method), payment.reference || '—']),
    );
  }

  doc.space(16);
  doc.paragraph('Calendario de pagos', { font: 'bold', size: 12 }, 6);
  doc.table(
    [
      { header: 'Vence', width: 110 },
      { header: 'Concepto', width: 150 },
      { header: 'Monto (MXN)', width: 130, align: 'right' },
      { header: 'Estado', width: doc.width - 390 },
    ],
    detail.schedule.map((item) => [formatDate(item.dueDate), conceptOf(item), formatPesos(item.amountCentavos, { currencyCode: false }), item.paid ? 'Pagado' : 'Pendiente']),
  );
  return doc.save();
}

/** The statement as the document pool's task (one argument, plain data). */
export function statementDocument({ detail, issuedAt, bank }: { detail: PartnerDetail; issuedAt: Date; bank: BankDetails }): Promise<Uint8Array> {
  return statementPdf(detail, issuedAt, bank);
}
