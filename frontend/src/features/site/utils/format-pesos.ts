// Made on first use: building a currency format costs tens of milliseconds on a phone, which the
// first render of the landing page does not need to pay.
let wholePesos: Intl.NumberFormat | undefined;

/** 1_000_000 centavos → '$10,000 MXN'; null for anything that is not an amount, so nothing wrong is shown. */
export function formatWholePesos(centavos: unknown): string | null {
  if (typeof centavos !== 'number' || !Number.isSafeInteger(centavos) || centavos < 0) return null;
  wholePesos ??= new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return `${wholePesos.format(centavos / 100)} MXN`;
}
