// Screens format with the one set of formatters in libs/domain (es-MX, America/Mexico_City), like
// the emails, PDFs and CSV files of the server (decisions.md #31).
import { formatPesos as formatPesosAs } from '@cdm/domain';

export {
  APP_TIME_ZONE,
  endSentence,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  formatMillionsOfPesos,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  mexicoCityIsoDate,
  mexicoCityIsoDateTime,
  pesosForCsv,
} from '@cdm/domain';

/**
 * Screens show whole pesos without decimals and keep centavos when there are any:
 * 1_000_000 → '$10,000 MXN', 1_000_050 → '$10,000.50 MXN'; '' for anything else.
 */
export function formatPesos(centavos: number | null | undefined): string {
  return formatPesosAs(centavos, { decimals: 'auto' });
}

/** '53271.83', '53,271.83' or '$53,271' as typed in an amount field → centavos; null when it is not an amount with at most 2 decimals. */
export function pesosToCentavos(input: string): number | null {
  const text = input.replace(/[\s$]/g, '').replace(/MXN$/i, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const centavos = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/** An amount as an amount field starts with: 9_999_950 → '99,999.50' (pesosToCentavos reads it back). */
export function pesosFieldValue(centavos: number): string {
  return formatPesosAs(centavos, { decimals: 2, currencyCode: false }).replace('$', '');
}
