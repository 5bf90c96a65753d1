import type { PaymentPlanView, SubmitInformationRequestDto } from '@cdm/contracts';
import { paymentPlan, SETTING_DEFAULTS } from '@cdm/domain';

/** A valid information request from the landing's dialog, for the given address. */
export const informationRequestBody = (email: string): SubmitInformationRequestDto => ({
  fullName: 'Ana López Ramírez',
  email,
  phone: '33 1234 5678',
  cityState: 'Zapopan, Jalisco',
  interestType: 'inversionista',
  productsOfInterest: ['boxes-premium'],
  howHeardAbout: 'redes-sociales',
});

/** Waits a fixed time: after the expected emails arrived, to see that no more do. */
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The spec's unit: a premium box of 10,000,000 MXN, 40 % down, 40 % final, at the seeded 8 %. */
export const specPremiumBoxPlan = (termMonths = 36): PaymentPlanView => ({
  ...paymentPlan({
    basePriceCentavos: 1_000_000_000,
    downPaymentPercent: 40,
    finalPaymentPercent: 40,
    termMonths,
    annualInterestBasisPoints: SETTING_DEFAULTS.annualInterestBasisPoints,
  }),
  productType: 'premium_box',
  unitCode: 'A1P',
  paymentDay: 15,
  downPaymentScheduledDate: '2026-12-01',
  reservationDepositCentavos: SETTING_DEFAULTS.unitReservationDepositCentavos,
});
