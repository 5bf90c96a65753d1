import type { PaymentPlanView } from '@cdm/contracts';
import { specPremiumBoxPlan } from '../../../test-support/fixtures';
import { pdfPagesText } from '../../../test-support/pdf-text';
import { quotationPdf } from './quotation-pdf';
import { planRows } from './reservation.templates';

const pagesOf = async (name: string, plan: PaymentPlanView) => {
  const attachment = await quotationPdf({ name, plan, rows: planRows(plan), issuedAt: new Date('2026-11-21T22:38:00.000Z') });
  expect(attachment).toMatchObject({ filename: 'cotizacion-A1P.pdf', contentType: 'application/pdf', encoding: 'base64' });
  return pdfPagesText(Buffer.from(attachment.content, 'base64'));
};

// Fonts are parsed and pdftotext runs for each document: slower than a pure unit on a busy machine.

describe('the quotation PDF', () => {
  it("is written for 'Łukasz Nguyễn' with the spec's figures, and the name can be searched", async () => {
    const pages = await pagesOf('Łukasz Nguyễn', specPremiumBoxPlan(36));
    expect(pages[0]).toContain('Preparada para Łukasz Nguyễn · 21 de noviembre de 2026');
    expect(pages[0]).toContain('Cotización · Unidad A1P');
    expect(pages[0]).toMatch(/Precio de lista\s+\$10,000,000\.00 MXN/);
    expect(pages[0]).toMatch(/Mensualidades \(20%\)\s+36 × \$53,271\.83 MXN · día 15/);
    expect(pages[0]).toMatch(/Total a pagar\s+\$9,533,785\.88 MXN/);
    expect(pages[0]).toContain('Página 1 de');
  });

  it('lists every payment of a 48-month plan over two or more pages, each with the table header', async () => {
    const plan = specPremiumBoxPlan(48);
    const pages = await pagesOf('José Ñúñez', plan);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const start = pages.findIndex((page) => page.includes('Calendario de pagos'));
    const schedulePages = pages.slice(start);
    expect(schedulePages.length).toBeGreaterThanOrEqual(2);
    for (const page of schedulePages) expect(page).toMatch(/Fecha\s+Concepto\s+Monto \(MXN\)/);
    const all = pages.join('\n');
    expect(all.match(/Mensualidad \d+ /g)).toHaveLength(48);
    expect(all).toMatch(/15 dic 2030\s+Mensualidad 48\s+\$41,501\.97/);
    expect(all).toMatch(/15 ene 2031\s+Pago final \(con intereses\)\s+\$4,488,000\.00/);
    expect(all).toContain(`Página ${pages.length} de ${pages.length}`);
  });
});
