import { formatPesos } from '@/lib/format';

// Ledger amounts carry a sign: credits earned or added are positive, applied, reversed or deducted ones negative.

const MINUS_SIGNS = /^[\u2212\u2013\u2014]/;

/**
 * Pesos typed by staff, with an optional sign, as signed integer centavos: '5,000' → 500000,
 * '-1250.5' → -125050, '$ -5,000 MXN' → -500000. Null when it is not such an amount.
 */
export function signedPesosToCentavos(input: string): number | null {
  const text = input
    .replace(/\s/g, '')
    .replace(/MXN$/i, '')
    .replace(/\$/g, '')
    .replace(/,/g, '')
    .replace(MINUS_SIGNS, '-');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const centavos = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return match[1] === '-' ? -centavos : centavos;
}

/** '+$5,000 MXN', '-$1,250.50 MXN', '$0 MXN': the sign is written, not only coloured. */
export function formatSignedPesos(centavos: number): string {
  if (centavos > 0) return `+${formatPesos(centavos)}`;
  if (centavos < 0) return `-${formatPesos(-centavos)}`;
  return formatPesos(0);
}

/** A balance: '$5,000 MXN', '-$2,500 MXN' (negative only after deductions beyond it). */
export function formatBalance(centavos: number): string {
  return centavos < 0 ? `-${formatPesos(-centavos)}` : formatPesos(centavos);
}
