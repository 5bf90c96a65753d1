import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PaymentPlanChoiceDto, PaymentPlanView } from '@cdm/contracts';
import { claimedPlanProblems, mexicoCityIsoDate, paymentPlan, planChoiceProblems, UNIT_DIALOG_SHARE_CAP } from '@cdm/domain';
import { GetUnitForPlanQuery, type UnitForPlan } from '../inventory';
import { Settings } from '../platform/settings/settings';
import { InvalidPaymentPlanError, UnitNotFoundError } from './reservations.errors';
import { RESERVATIONS_MESSAGES } from './reservations.messages';

/** Today's date where the project is (plans are chosen in Mexico City time). */
export function mexicoCityDate(now: Date): string {
  return mexicoCityIsoDate(now);
}

/**
 * Turns an investor's choice into the plan's figures with the one implementation in
 * libs/domain; the browser's own figures are never trusted.
 */
@Injectable()
export class PlanPricing {
  constructor(
    private readonly queries: QueryBus,
    private readonly settings: Settings,
  ) {}

  async price(unitCode: string, given: PaymentPlanChoiceDto, now: Date): Promise<{ unit: UnitForPlan; plan: PaymentPlanView }> {
    // A client written from the spec may send the date as an ISO date-time: the plan keeps its date.
    const choice = { ...given, downPaymentScheduledDate: given.downPaymentScheduledDate.slice(0, 10) };
    const problems = planChoiceProblems(choice, UNIT_DIALOG_SHARE_CAP, mexicoCityDate(now));
    if (choice.unitCode !== unitCode) problems.push(RESERVATIONS_MESSAGES.planNotForUnit);
    if (problems.length > 0) throw new InvalidPaymentPlanError(problems);

    const unit = await this.queries.execute<GetUnitForPlanQuery, UnitForPlan | null>(new GetUnitForPlanQuery(unitCode));
    if (!unit) throw new UnitNotFoundError(unitCode);
    const [annualInterestBasisPoints, reservationDepositCentavos] = await Promise.all([
      this.settings.get('annualInterestBasisPoints'),
      this.settings.get('unitReservationDepositCentavos'),
    ]);
    const figures = paymentPlan({
      basePriceCentavos: unit.priceCentavos,
      downPaymentPercent: choice.downPaymentPercent,
      finalPaymentPercent: choice.finalPaymentPercent,
      termMonths: choice.termMonths,
      annualInterestBasisPoints,
    });
    // The figures a client sent (the spec's plan fields) must be the plan's own; they are never used.
    const disagreements = claimedPlanProblems({ ...figures, productType: unit.productType, reservationDepositCentavos }, given);
    if (disagreements.length > 0) throw new InvalidPaymentPlanError(disagreements);
    return {
      unit,
      plan: {
        productType: unit.productType,
        unitCode,
        basePriceCentavos: figures.basePriceCentavos,
        discountPercent: figures.discountPercent,
        totalAmountCentavos: figures.totalAmountCentavos,
        downPaymentPercent: figures.downPaymentPercent,
        monthlyPaymentPercent: figures.monthlyPaymentPercent,
        finalPaymentPercent: figures.finalPaymentPercent,
        termMonths: figures.termMonths,
        paymentDay: choice.paymentDay,
        downPaymentCentavos: figures.downPaymentCentavos,
        monthlyPaymentCentavos: figures.monthlyPaymentCentavos,
        finalPaymentCentavos: figures.finalPaymentCentavos,
        finalPaymentWithInterestCentavos: figures.finalPaymentWithInterestCentavos,
        totalInterestCentavos: figures.totalInterestCentavos,
        totalPaymentCentavos: figures.totalPaymentCentavos,
        downPaymentScheduledDate: choice.downPaymentScheduledDate,
        reservationDepositCentavos,
      },
    };
  }
}
