// The account people pay into by transfer (product-decisions.md "Bank details and references"): a
// Mexican CLABE is 18 digits (bank 3, branch 3, account 11, check 1); the check digit weighs the
// first 17 digits by 3, 7, 1 in turn, adds each product's last digit, and completes the sum to a ten.

/** The CLABE, bank and beneficiary shown beside every reference we ask people to pay with. */
export type BankDetails = { clabe: string; bankName: string; beneficiary: string };

/** The local default: 18 zeros passes the check digit and can never be a real account. */
export const EXAMPLE_CLABE = '000000000000000000';

const WEIGHTS = [3, 7, 1] as const;

/** The check digit of the first 17 digits of a CLABE. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += (Number(first17[index]) * WEIGHTS[index % 3]) % 10;
  return (10 - (sum % 10)) % 10;
}

/** 18 digits whose last is the check digit of the first 17. */
export function isValidClabe(value: string): boolean {
  return /^\d{18}$/.test(value) && clabeCheckDigit(value.slice(0, 17)) === Number(value[17]);
}

/** As banks print it: bank, branch, account and check digit apart ("002 180 70012345678 9"). */
export function formatClabe(value: string): string {
  if (!/^\d{18}$/.test(value)) return value;
  return `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6, 17)} ${value.slice(17)}`;
}

/** Whether these are the local example details (no real account behind them). */
export function isExampleClabe(value: string): boolean {
  return value === EXAMPLE_CLABE;
}
