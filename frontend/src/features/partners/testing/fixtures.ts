import type { PartnerDetail, PartnerItem, PartnerList, SalesStats } from '@cdm/contracts';

// Test data of the partners screens, in the contract's shapes.

export const currentPartner: PartnerItem = {
  id: '7c1e2a9b-3d4f-4a5b-8c6d-1e2f3a4b5c01',
  reference: 'CDM-S-AB12CD',
  investorId: 'inv-1',
  reservationId: 'res-1',
  name: 'Ana López',
  email: 'ana@example.mx',
  phone: '+52 33 1234 5678',
  productPurchased: 'box-premium-panamericana',
  unitCode: 'A1P',
  paymentMethod: 'bank_transfer',
  totalAmountCentavos: 8_500_000_00,
  downPaymentCentavos: 3_400_000_00,
  downPaymentPaid: false,
  downPaymentDate: null,
  downPaymentScheduledDate: '2026-12-21',
  monthlyPaymentCentavos: 53_271_83,
  paymentDay: 15,
  paymentTerm: 36,
  finalPaymentCentavos: 4_216_000_00,
  remainingBalanceCentavos: 9_533_785_88,
  lastPaymentDate: null,
  nextPaymentDate: '2026-12-21',
  isCurrentOnPayments: true,
  monthsOverdue: 0,
  overdueAmountCentavos: 0,
  createdAt: '2026-11-22T02:30:00.000Z',
  updatedAt: '2026-11-22T02:30:00.000Z',
};

export const overduePartner: PartnerItem = {
  ...currentPartner,
  id: '7c1e2a9b-3d4f-4a5b-8c6d-1e2f3a4b5c02',
  investorId: 'inv-2',
  reservationId: 'res-2',
  name: 'Luis Pérez',
  email: 'luis@example.mx',
  productPurchased: 'box-premium-monza',
  unitCode: 'B2M',
  downPaymentPaid: true,
  downPaymentDate: '2026-06-01T18:00:00.000Z',
  monthlyPaymentCentavos: 50_000_00,
  nextPaymentDate: '2026-08-15',
  isCurrentOnPayments: false,
  monthsOverdue: 2,
  overdueAmountCentavos: 105_000_00,
};

export function partnerList(items: PartnerItem[], counts: Partial<PartnerList['counts']> = {}): PartnerList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    counts: {
      total: items.length,
      current: items.filter((item) => item.isCurrentOnPayments).length,
      overdue: items.filter((item) => !item.isCurrentOnPayments).length,
      ...counts,
    },
  };
}

export function partnerDetail(partner: PartnerItem, extra: Partial<PartnerDetail> = {}): PartnerDetail {
  return {
    ...partner,
    schedule: [
      { kind: 'down', number: 0, dueDate: partner.downPaymentScheduledDate, amountCentavos: partner.downPaymentCentavos, paid: partner.downPaymentPaid },
      { kind: 'monthly', number: 1, dueDate: '2027-01-15', amountCentavos: partner.monthlyPaymentCentavos, paid: false },
      { kind: 'final', number: 0, dueDate: '2030-01-15', amountCentavos: partner.finalPaymentCentavos, paid: false },
    ],
    payments: [],
    ...extra,
  };
}

export const salesStats: SalesStats = {
  totalRevenueCentavos: 14_500_000_00,
  monthlyRevenueCentavos: 8_500_000_00,
  averagePriceCentavos: 7_250_000_00,
  conversionRate: 12.5,
  monthlyProjectionCentavos: 9_000_000_00,
  yearlyProjectionCentavos: 108_000_000_00,
  monthlyPaymentsCentavos: 3_453_271_83,
  byProductType: [
    { type: 'box-premium-panamericana', name: 'Box Premium Panamericana', sold: 1, revenueCentavos: 8_500_000_00 },
    { type: 'box-premium-monza', name: 'Box Premium Monza', sold: 1, revenueCentavos: 6_000_000_00 },
  ],
  byModule: [
    { module: 'A', sold: 1, revenueCentavos: 8_500_000_00 },
    { module: 'B', sold: 1, revenueCentavos: 6_000_000_00 },
  ],
  byMonth: [
    { month: '2026-10', sold: 1, revenueCentavos: 6_000_000_00 },
    { month: '2026-11', sold: 1, revenueCentavos: 8_500_000_00 },
  ],
};
