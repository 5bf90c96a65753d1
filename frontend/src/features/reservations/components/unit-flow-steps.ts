import type { BlockTemporaryResponse, UnitView } from '@cdm/contracts';
import { flowTexts as t } from '../texts';

// investor-portal.md §4 "Unit dialog": master plan → module → unit → calculator → summary → payment →
// payment-success, or bank-success; payment → cancel-confirm (block 8 h, leave, back to payment).
// The unit is held by the server only on the payment and cancel-confirm screens. Each step carries
// what its screen needs (the module, the unit, the hold); lib/wizard's useWizardSteps runs them.

export type Hold = { unit: UnitView; reservationId: string; expiresAt: string | null };

export type FlowStep =
  | { name: 'master-plan' }
  | { name: 'module'; module: string }
  | { name: 'unit'; unit: UnitView }
  | { name: 'calculator'; unit: UnitView }
  | { name: 'summary'; unit: UnitView }
  | ({ name: 'payment' } & Hold)
  | ({ name: 'cancel-confirm' } & Hold)
  | { name: 'paid'; unit: UnitView; reservationId: string }
  | { name: 'blocked'; unit: UnitView; block: BlockTemporaryResponse; bankTransfer: boolean };

export const FIRST_STEP: FlowStep = { name: 'master-plan' };

export function stepTitle(step: FlowStep): string {
  switch (step.name) {
    case 'master-plan':
      return t.titles.masterPlan;
    case 'module':
      return t.titles.module(step.module);
    case 'unit':
      return t.titles.unit(step.unit.unitCode);
    case 'calculator':
      return `${t.titles.calculator} · ${step.unit.unitCode}`;
    case 'summary':
      return t.titles.summary;
    case 'payment':
      return t.titles.payment;
    case 'cancel-confirm':
      return t.titles.cancelConfirm;
    case 'paid':
      return t.titles.paymentSuccess;
    case 'blocked':
      return t.titles.blocked;
  }
}

export function stepDescription(step: FlowStep): string | undefined {
  switch (step.name) {
    case 'master-plan':
      return t.descriptions.masterPlan;
    case 'module':
      return t.descriptions.module;
    case 'calculator':
      return t.descriptions.calculator;
    case 'summary':
      return t.descriptions.summary;
    case 'payment':
      return t.descriptions.payment;
    case 'cancel-confirm':
      return t.descriptions.cancelConfirm;
    default:
      return undefined;
  }
}

const WIDE_STEPS: ReadonlyArray<FlowStep['name']> = ['master-plan', 'module', 'calculator'];

export const stepSize = (step: FlowStep) => (WIDE_STEPS.includes(step.name) ? 'xl' : 'lg');

/**
 * The unit chosen and not held yet (its details, the plan, the summary): someone else may take it
 * meanwhile, and the dialog says so. Null on the other screens.
 */
export function unitBeforeHold(step: FlowStep): UnitView | null {
  return step.name === 'unit' || step.name === 'calculator' || step.name === 'summary' ? step.unit : null;
}
