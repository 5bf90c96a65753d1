import { IsIn, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import type { Page } from '../admin/admin.contracts';

// The record of money received (issue 27): what staff read behind a reservation's deposit or a
// partner's balance, and the money waiting to go back.

export const MONEY_SOURCE_LABELS = {
  card: 'Tarjeta',
  bank_line: 'Transferencia (estado de cuenta)',
  staff: 'Confirmado por el personal',
  manual: 'Registrado a mano',
} as const;
export type MoneySourceValue = keyof typeof MONEY_SOURCE_LABELS;

export const MONEY_ALLOCATION_LABELS = {
  applied: 'Aplicado',
  to_return: 'Por devolver',
  returned: 'Devuelto',
} as const;
export type MoneyAllocationValue = keyof typeof MONEY_ALLOCATION_LABELS;

export const MONEY_TARGET_KINDS = ['unit_reservation', 'partner', 'presentation_booking', 'investor_application'] as const;
export type MoneyTargetKindValue = (typeof MONEY_TARGET_KINDS)[number];

/** One entry: a receipt's share (positive) or a reversal of one (negative, `reversesId`). */
export type MoneyEntryView = {
  id: string;
  allocation: MoneyAllocationValue;
  amountCentavos: number;
  source: MoneySourceValue;
  sourceId: string;
  receivedOn: string;
  recordedAt: string;
  recordedBy: string;
  reason: string | null;
  note: string | null;
  reversesId: string | null;
  reversedAt: string | null;
};

/** GET /api/admin/money/:kind/:id — a target's figures and every entry behind them, oldest first. */
export type TargetMoneyView = {
  kind: MoneyTargetKindValue;
  id: string;
  label: string;
  owedCentavos: number;
  appliedCentavos: number;
  waivedCentavos: number;
  toReturnCentavos: number;
  returnedCentavos: number;
  open: boolean;
  entries: MoneyEntryView[];
};

/** One amount waiting to go back (or to be re-assigned), with whom it came for. */
export type MoneyToReturnItem = {
  entryId: string;
  target: { kind: MoneyTargetKindValue; id: string; label: string };
  amountCentavos: number;
  source: MoneySourceValue;
  receivedOn: string;
  recordedAt: string;
  note: string | null;
  reason: string | null;
};

/** GET /api/admin/reconciliation/to-return */
export type MoneyToReturnList = Page<MoneyToReturnItem> & { totalCentavos: number };

export const MONEY_MESSAGES = {
  reason: 'Escribe el motivo (3 a 300 caracteres)',
  targetKind: 'Selecciona apartado o socio',
  targetId: 'Selecciona a quién reasignar el monto',
  kind: 'Tipo no válido',
} as const;

/** POST …/to-return/:entryId/returned: staff sent the money back (a transfer of ours), and say how. */
export class MarkMoneyReturnedDto {
  @MaxLength(300, { message: MONEY_MESSAGES.reason })
  @Matches(/\S[\s\S]*\S/, { message: MONEY_MESSAGES.reason })
  @MinLength(3, { message: MONEY_MESSAGES.reason })
  @IsString({ message: MONEY_MESSAGES.reason })
  reason!: string;
}

/** POST …/to-return/:entryId/reassign: the money was meant for another block or partner. */
export class ReassignMoneyDto extends MarkMoneyReturnedDto {
  @IsIn(['reservation', 'partner'], { message: MONEY_MESSAGES.targetKind })
  targetKind!: 'reservation' | 'partner';

  @IsUUID('all', { message: MONEY_MESSAGES.targetId })
  targetId!: string;
}
