import { formatPesos } from '@cdm/domain';

/** 1_000_000 centavos → '$10,000 MXN'; null for anything that is not an amount, so nothing wrong is shown. */
export function formatWholePesos(centavos: unknown): string | null {
  if (typeof centavos !== 'number' || !Number.isSafeInteger(centavos) || centavos < 0) return null;
  return formatPesos(centavos, { decimals: 0 });
}
