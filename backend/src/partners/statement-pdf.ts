import type { PartnerDetail } from '@cdm/contracts';
import { PDFDocument, PDFFont, PDFPage, rgb, StandardFonts } from 'pdf-lib';

const GRAPHITE = rgb(0.15, 0.15, 0.17);
const MUTED = rgb(0.45, 0.45, 0.48);
const RACE_RED = rgb(0.85, 0.06, 0.09);
const mxn = (centavos: number) =>
  `${new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(centavos / 100)}`;

/** The partner's account statement: figures, schedule with paid marks, payments received and balance. */
export async function statementPdf(detail: PartnerDetail, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Estado de cuenta · ${detail.productPurchased}`);
  pdf.setAuthor('Ciudad Deporte Motor ZMG');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page = pdf.addPage([612, 792]);
  let y = 792 - margin;

  const line = (text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; x?: number } = {}) => {
    if (y < margin + 20) {
      page = pdf.addPage([612, 792]);
      y = 792 - margin;
    }
    page.drawText(text, { x: options.x ?? margin, y, size: options.size ?? 10, font: options.font ?? regular, color: options.color ?? GRAPHITE });
  };
  const row = (cells: string[], widths: number[], font: PDFFont = regular) => {
    let x = margin;
    cells.forEach((cell, index) => {
      line(cell, { x, font });
      x += widths[index];
    });
    y -= 14;
  };
  const drawRule = (target: PDFPage) => target.drawLine({ start: { x: margin, y: y + 10 }, end: { x: 612 - margin, y: y + 10 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.87) });

  line('CIUDAD DEPORTE MOTOR ZMG', { font: bold, size: 9, color: RACE_RED });
  y -= 24;
  line('Estado de cuenta', { font: bold, size: 20 });
  y -= 18;
  const date = issuedAt.toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long' });
  line(`${detail.name} · ${detail.productPurchased} · ${date}`, { color: MUTED });
  y -= 28;

  for (const [label, value] of [
    ['Precio total', mxn(detail.totalAmountCentavos)],
    ['Enganche', `${mxn(detail.downPaymentCentavos)} · ${detail.downPaymentPaid ? 'pagado' : 'pendiente'}`],
    ['Mensualidad', `${mxn(detail.monthlyPaymentCentavos)} · día ${detail.paymentDay} · ${detail.paymentTerm} meses`],
    ['Pago final (con intereses)', mxn(detail.finalPaymentCentavos)],
    ['Saldo pendiente', mxn(detail.remainingBalanceCentavos)],
    ['Próximo pago', detail.nextPaymentDate ?? '—'],
    ['Estado', detail.isCurrentOnPayments ? 'Al corriente' : `Atrasado (${detail.monthsOverdue} meses, ${mxn(detail.overdueAmountCentavos)})`],
  ] as const) {
    line(label, { color: MUTED });
    line(value, { x: margin + 180, font: bold });
    y -= 15;
  }

  y -= 14;
  line('Pagos recibidos', { font: bold, size: 12 });
  y -= 18;
  if (detail.payments.length === 0) {
    line('Sin pagos registrados.', { color: MUTED });
    y -= 14;
  }
  for (const payment of detail.payments) row([payment.paidOn, mxn(payment.amountCentavos), payment.method, payment.reference || '—'], [90, 130, 110, 160]);

  y -= 14;
  line('Calendario de pagos', { font: bold, size: 12 });
  y -= 18;
  row(['Vence', 'Concepto', 'Monto', 'Estado'], [90, 150, 130, 100], bold);
  drawRule(page);
  for (const item of detail.schedule) {
    const concept = item.kind === 'down' ? 'Enganche' : item.kind === 'final' ? 'Pago final' : `Mensualidad ${item.number}`;
    row([item.dueDate, concept, mxn(item.amountCentavos), item.paid ? 'Pagado' : 'Pendiente'], [90, 150, 130, 100]);
  }
  return pdf.save();
}
