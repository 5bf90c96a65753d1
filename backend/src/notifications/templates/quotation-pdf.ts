import type { PaymentPlanView } from '@cdm/contracts';
import { formatDate, formatLongDate, formatPesos, paymentSchedule } from '@cdm/domain';
import { PDF_COLORS, PdfWriter } from '../../platform/pdf/pdf-writer';
import type { EmailAttachment } from './layout';

const conceptOf = (kind: 'down' | 'monthly' | 'final', number: number) =>
  kind === 'down' ? 'Enganche' : kind === 'final' ? 'Pago final (con intereses)' : `Mensualidad ${number}`;

/**
 * The payment plan as a PDF (decisions.md #31): the figures, then every dated payment, over as many
 * pages as the term takes. A document task (on the document pool's threads): the caller passes the
 * plan's rows (reservation.templates' planRows) so that no template code loads there.
 */
export async function quotationPdf({ name, plan, rows, issuedAt }: { name: string; plan: PaymentPlanView; rows: ReadonlyArray<readonly [string, string]>; issuedAt: Date }): Promise<EmailAttachment> {
  const doc = await PdfWriter.create({ title: `Cotización ${plan.unitCode} · Ciudad Deporte Motor ZMG`, issuedAt, margin: 64 });

  doc.paragraph('CIUDAD DEPORTE MOTOR ZMG', { font: 'bold', size: 10, color: PDF_COLORS.raceRed }, 10);
  doc.paragraph(`Cotización · Unidad ${plan.unitCode}`, { font: 'bold', size: 22 }, 4);
  doc.paragraph(`Preparada para ${name} · ${formatLongDate(issuedAt)}`, { size: 11, color: PDF_COLORS.muted }, 18);

  doc.details(rows, 200);

  doc.space(14);
  for (const note of [
    'Tasa anual de 8% sobre la parte financiada; el pago final acumula interés simple por el plazo.',
    'Sin penalización por pago anticipado. Sujeto a evaluación crediticia y a disponibilidad.',
    'El depósito de reservación es 100% reembolsable y se aplica al enganche.',
  ]) {
    doc.paragraph(note, { size: 9, color: PDF_COLORS.muted }, 2);
  }

  doc.space(16);
  doc.paragraph('Calendario de pagos', { font: 'bold', size: 12 }, 6);
  doc.table(
    [
      { header: 'Fecha', width: 120 },
      { header: 'Concepto', width: 190 },
      { header: 'Monto (MXN)', width: doc.width - 310, align: 'right' },
    ],
    paymentSchedule(plan).map((item) => [formatDate(item.dueDate), conceptOf(item.kind, item.number), formatPesos(item.amountCentavos, { currencyCode: false })]),
  );

  const bytes = await doc.save();
  return {
    filename: `cotizacion-${plan.unitCode}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(bytes).toString('base64'),
    encoding: 'base64',
  };
}
