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
