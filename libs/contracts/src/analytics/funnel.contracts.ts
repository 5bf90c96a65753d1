import type { FunnelBreakdown, FunnelStage, FunnelTouch } from '@cdm/domain';
import type { Page } from '../admin/admin.contracts';

/** How each stage reads on screen and in the CSV (issue 31). */
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  information_request: 'Solicitud de información',
  presentation_paid: 'Presentación pagada',
  letter_of_intent: 'Carta de intención',
  application: 'Aplicación',
  account_active: 'Cuenta activa',
  unit_blocked: 'Unidad bloqueada',
  deposit_paid: 'Depósito pagado',
  contract_signed: 'Contrato firmado',
  sale: 'Venta',
};

export const FUNNEL_TOUCH_LABELS: Record<FunnelTouch, string> = { first: 'Primer contacto', last: 'Último contacto' };

export const FUNNEL_BREAKDOWN_LABELS: Record<FunnelBreakdown, string> = {
  source: 'Fuente (utm_source)',
  medium: 'Medio (utm_medium)',
  campaign: 'Campaña (utm_campaign)',
  referral_code: 'Código de referido',
};

/** The group of people who arrived without that value (no campaign, no code). */
export const FUNNEL_NO_VALUE_LABELS: Record<FunnelBreakdown, string> = {
  source: 'Sin dato (directo)',
  medium: 'Sin dato (directo)',
  campaign: 'Sin dato (directo)',
  referral_code: 'Sin código de referido',
};

export const FUNNEL_QUERY_MESSAGES = {
  from: 'Fecha inicial no válida (AAAA-MM-DD)',
  to: 'Fecha final no válida (AAAA-MM-DD)',
  order: 'La fecha inicial no puede ser posterior a la final',
  touch: 'Elige primer o último contacto',
  by: 'Elige fuente, medio, campaña o código de referido',
  search: 'Máximo 200 caracteres',
} as const;

/** Money of the sales of a period, in MXN centavos. */
export type FunnelSalesValue = {
  /** Units sold (sales), as the "Ventas" tab counts them. */
  sales: number;
  listPriceCentavos: number;
  discountCentavos: number;
  /** What the units sell for: the "Ventas" tab's revenue. */
  saleValueCentavos: number;
  depositsReceivedCentavos: number;
};

export type FunnelStageFigures = {
  stage: FunnelStage;
  /** People who first reached the stage in the period. */
  people: number;
  /** Of them, those who reached the next stage then or later. */
  continued: number;
  conversionPercent: number | null;
  medianDaysToNext: number | null;
};

/** One row of the breakdown: a source, medium, campaign or referral code ('' for none). */
export type FunnelGroup = {
  group: string;
  /** People with any stage in the period. */
  entered: number;
  people: Record<FunnelStage, number>;
  continued: Record<FunnelStage, number>;
  value: FunnelSalesValue;
};

/** GET /api/admin/funnel */
export type FunnelReport = {
  from: string;
  to: string;
  touch: FunnelTouch;
  by: FunnelBreakdown;
  entered: number;
  stages: FunnelStageFigures[];
  value: FunnelSalesValue;
  /** Groups by sale value, then people, then name; searched by name. */
  groups: Page<FunnelGroup>;
};
