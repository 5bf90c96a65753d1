import type { PartnerDetail } from '@cdm/contracts';
import { paymentPlan, paymentSchedule, SETTING_DEFAULTS } from '@cdm/domain';
import { PDFDocument } from 'pdf-lib';
import { pdfPagesText } from '../../test-support/pdf-text';
import { statementPdf } from './statement-pdf';

// The spec's premium box: 10,000,000 MXN, 40 % down, 40 % final, here over the longest term, 48 months.
const figures = paymentPlan({
  basePriceCentavos: 1_000_000_000,
  downPaymentPercent: 40,
  finalPaymentPercent: 40,
  termMonths: 48,
  annualInterestBasisPoints: SETTING_DEFAULTS.annualInterestBasisPoints,
});
const schedule = paymentSchedule({ ...figures, downPaymentScheduledDate: '2026-12-01', paymentDay: 15 });

function detail(name: string): PartnerDetail {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'CDM-S-AB12CD',
    investorId: '00000000-0000-4000-8000-000000000002',
    reservationId: '00000000-0000-4000-8000-000000000003',
    name,
    email: 'socio@example.mx',
    phone: '+52 33 1234 5678',
    productPurchased: 'Palco Premium A1P',
    unitCode: 'A1P',
    paymentMethod: 'plan',
    totalAmountCentavos: figures.totalAmountCentavos,
    downPaymentCentavos: figures.downPaymentCentavos,
    downPaymentPaid: true,
    downPaymentDate: '2026-12-01',
    downPaymentScheduledDate: '2026-12-01',
    monthlyPaymentCentavos: figures.monthlyPaymentCentavos,
    paymentDay: 15,
    paymentTerm: 48,
    finalPaymentCentavos: figures.finalPaymentWithInterestCentavos,
    remainingBalanceCentavos: figures.totalPaymentCentavos - figures.downPaymentCentavos,
    lastPaymentDate: '2026-12-01',
    nextPaymentDate: '2027-01-15',
    isCurrentOnPayments: false,
    monthsOverdue: 2,
    overdueAmountCentavos: 2 * figures.monthlyPaymentCentavos,
    createdAt: '2026-11-21T22:38:00.000Z',
    updatedAt: '2026-11-21T22:38:00.000Z',
    payments: [
      {
        id: '00000000-0000-4000-8000-000000000004',
        amountCentavos: figures.downPaymentCentavos,
        paidOn: '2026-12-01',
        method: 'transferencia',
        // Longer than its column: it wraps instead of running over the next one.
        reference: 'SPEI 2026120112345678901234 ordenante Łukasz Nguyễn, Banco del Bajío, sucursal Zapopan Centro',
        recordedBy: 'admin@cdm.local',
        createdAt: '2026-12-01T18:00:00.000Z',
        hasProof: false,
      },
    ],
    schedule: schedule.map((item) => ({ ...item, paid: item.kind === 'down' })),
  };
}

// The account in the BANK_* settings (a CLABE whose check digit is right).
const BANK = { clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.' };

// Fonts are parsed and pdftotext runs for each document: slower than a pure unit on a busy machine.

describe('the account statement PDF', () => {
  it('is written for a name in Latin Extended and Vietnamese, which stays searchable', async () => {
    const bytes = await statementPdf(detail('Łukasz Nguyễn'), new Date('2026-11-21T22:38:00.000Z'), BANK);
    const pages = pdfPagesText(bytes);
    expect(pages[0]).toContain('Łukasz Nguyễn · Palco Premium A1P · 21 de noviembre de 2026');
    expect(pages[0]).toContain('Estado de cuenta');
    expect(pages[0]).toMatch(/Atrasado \(2 meses, \$\d{1,3}(,\d{3})*\.\d{2} MXN\)/);
    // The long reference wraps inside its column: its end is on a line of its own.
    expect(pages[0]).toContain('SPEI');
    expect(pages[0]).toContain('sucursal Zapopan');
    expect(pages[0].split('\n').some((line) => line.includes('SPEI') && line.includes('sucursal Zapopan'))).toBe(false);
  });

  it('spreads a 48-month schedule over pages, with the table header on each page it reaches', async () => {
    const bytes = await statementPdf(detail('José Ñúñez'), new Date('2026-11-21T22:38:00.000Z'), BANK);
    const pages = pdfPagesText(bytes);
    // A second document with other letters than the first: each has the glyphs of its own text.
    expect(pages[0]).toContain('José Ñúñez · Palco Premium A1P');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const scheduleStart = pages.findIndex((page) => page.includes('Calendario de pagos'));
    const schedulePages = pages.slice(scheduleStart);
    expect(schedulePages.length).toBeGreaterThanOrEqual(2);
    for (const page of schedulePages) expect(page).toMatch(/Vence\s+Concepto\s+Monto \(MXN\)\s+Estado/);
    const all = pages.join('\n');
    for (const number of [1, 24, 48]) expect(all).toContain(`Mensualidad ${number}`);
    expect(all).toContain('Pago final');
    expect(all).toContain('15 dic 2030');
  });

  it("gives the partner's stable reference beside the bank's CLABE, bank and beneficiary", async () => {
    const pages = pdfPagesText(await statementPdf(detail('Łukasz Nguyễn'), new Date('2026-11-21T22:38:00.000Z'), BANK));
    expect(pages[0]).toContain('Pagos por transferencia');
    expect(pages[0]).toMatch(/Referencia\s+CDM-S-AB12CD/);
    expect(pages[0]).toMatch(/CLABE\s+032 180 00011835971 9/);
    expect(pages[0]).toMatch(/Banco\s+BBVA México/);
    expect(pages[0]).toMatch(/Beneficiario\s+Desarrolladora Ñúñez, S\.A\. de C\.V\./);
    expect(pages[0]).not.toContain('Datos de ejemplo');
  });

  it('says when the CLABE is the local example', async () => {
    const pages = pdfPagesText(await statementPdf(detail('José Ñúñez'), new Date('2026-11-21T22:38:00.000Z'), { ...BANK, clabe: '000000000000000000' }));
    expect(pages[0]).toContain('000 000 00000000000 0');
    expect(pages[0]).toContain('Datos de ejemplo: esta CLABE es ficticia');
  });
});
