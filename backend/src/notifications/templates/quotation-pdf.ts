import type { PaymentPlanView } from '@cdm/contracts';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { EmailAttachment } from './layout';
import { planRows } from './reservation.templates';

const RACE_RED = rgb(0.85, 0.06, 0.09);
const GRAPHITE = rgb(0.15, 0.15, 0.17);
const MUTED = rgb(0.45, 0.45, 0.48);

/** The payment plan as a one-page PDF (issue 8: "the plan as a PDF attachment generated on the server"). */
export async function quotationPdf(name: string, plan: PaymentPlanView, issuedAt: Date): Promise<EmailAttachment> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Cotización ${plan.unitCode} · Ciudad Deporte Motor ZMG`);
  pdf.setAuthor('Ciudad Deporte Motor ZMG');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 72;
  let y = 792 - margin;

  page.drawText('CIUDAD DEPORTE MOTOR ZMG', { x: margin, y, size: 10, font: bold, color: RACE_RED });
  y -= 28;
  page.drawText(`Cotización · Unidad ${plan.unitCode}`, { x: margin, y, size: 22, font: bold, color: GRAPHITE });
  y -= 22;
  const date = issuedAt.toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long' });
  page.drawText(`Preparada para ${name} · ${date}`, { x: margin, y, size: 11, font: regular, color: MUTED });
  y -= 36;

  for (const [label, value] of planRows(plan)) {
    page.drawText(label, { x: margin, y, size: 11, font: regular, color: MUTED });
    page.drawText(value, { x: margin + 200, y, size: 11, font: bold, color: GRAPHITE });
    y -= 8;
    page.drawLine({ start: { x: margin, y }, end: { x: 612 - margin, y }, thickness: 0.5, color: rgb(0.85, 0.85, 0.87) });
    y -= 16;
  }

  y -= 12;
  const notes = [
    'Tasa anual de 8% sobre la parte financiada; el pago final acumula interés simple por el plazo.',
    'Sin penalización por pago anticipado. Sujeto a evaluación crediticia y a disponibilidad.',
    'El depósito de reservación es 100% reembolsable y se aplica al enganche.',
  ];
  for (const note of notes) {
    page.drawText(note, { x: margin, y, size: 9, font: regular, color: MUTED });
    y -= 14;
  }

  const bytes = await pdf.save();
  return {
    filename: `cotizacion-${plan.unitCode}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(bytes).toString('base64'),
    encoding: 'base64',
  };
}
