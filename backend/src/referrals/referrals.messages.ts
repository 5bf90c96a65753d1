import { APPLICATION_MESSAGES } from '@cdm/contracts';

/** Every message the referrals context gives a person or writes in the credit ledger (es-MX), in one place. */
export const REFERRAL_CONTEXT_MESSAGES = {
  saleNotCredited: 'Esa venta no tiene créditos de referido que revertir.',
  /** The code check answers with the application wizard's own wording. */
  codeInvalid: APPLICATION_MESSAGES.referralInvalid,
  /** The owner's name on a code made before the investor's name is known. */
  defaultOwnerName: 'Socio',
  buyerDiscountReason: (code: string, unitCode: string) => `Descuento adicional por referido (${code}) en la unidad ${unitCode}`,
  referrerCreditReason: (unitCode: string) => `Crédito por referir la venta de la unidad ${unitCode}`,
  reversalReason: (reason: string) => `Venta cancelada: ${reason}`,
  /** Who wrote an automatic ledger entry. */
  systemAuthor: 'Sistema',
} as const;
