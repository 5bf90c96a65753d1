// Figures where the specifications disagree are settings an admin can edit
// (product-decisions.md "Conflicting figures: make them settings"); these are the seeded defaults. Money in MXN centavos.
export const SETTING_DEFAULTS = {
  applicationDepositCentavos: 10_000_00,
  bookingDepositCentavos: 10_000_00,
  unitReservationDepositCentavos: 100_000_00,
  temporaryBlockHours: 8,
  paidHoldDays: 10,
  referralActivationCentavos: 100_000_00,
  annualInterestBasisPoints: 800,
  maxUnpaidBlocksPerInvestor: 2,
  // 1: "Convertir" needs a signed purchase-promise contract (an admin may override with a reason); 0: it does not.
  contractRequiredForSale: 1,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
