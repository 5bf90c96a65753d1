// Referral credits (investor-portal.md §9, public-site.md §9; product-decisions.md "Business rules kept exactly").

/** Credit for a box sale, and the extra discount the referred buyer gets (MXN centavos). */
export const BOX_REFERRAL_CREDIT_CENTAVOS = 250_000_00;
/** Share of the price credited for any other product, in basis points (2.5 %). */
export const OTHER_PRODUCT_REFERRAL_BASIS_POINTS = 250;
/** The referred buyer must pay at least this share down for the sale to earn anything. */
export const REFERRAL_MIN_DOWN_PERCENT = 20;

export const isBoxProduct = (productType: string) => productType.startsWith('box-');

export type ReferralCredit = { referrerCentavos: number; buyerDiscountCentavos: number };

/** What a converted sale earns; null when the down payment is under 20 %. Credits never expire. */
export function referralCredit(productType: string, priceCentavos: number, downPaymentPercent: number): ReferralCredit | null {
  if (downPaymentPercent < REFERRAL_MIN_DOWN_PERCENT) return null;
  const referrerCentavos = isBoxProduct(productType)
    ? BOX_REFERRAL_CREDIT_CENTAVOS
    : Math.round((priceCentavos * OTHER_PRODUCT_REFERRAL_BASIS_POINTS) / 10_000);
  return { referrerCentavos, buyerDiscountCentavos: BOX_REFERRAL_CREDIT_CENTAVOS };
}

/** Referral codes: 'CDM-' + two groups of four from an alphabet without look-alikes (I, O, 0, 1). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERRAL_CODE_PATTERN = /^CDM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** `randomValues`: eight random integers (crypto in the caller; the domain stays pure). ~1.1 × 10^12 codes. */
export function referralCode(randomValues: readonly number[]): string {
  if (randomValues.length < 8) throw new RangeError('Eight random values are needed');
  const chars = randomValues.slice(0, 8).map((value) => REFERRAL_CODE_ALPHABET[Math.abs(Math.trunc(value)) % REFERRAL_CODE_ALPHABET.length]);
  return `CDM-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
