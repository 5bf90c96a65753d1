import type { BlockTemporaryResponse, UnitView } from '@cdm/contracts';
import { referenceNumber, type PlanChoice } from '@cdm/domain';
import { useState } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/ui/toaster';
import { useBlockUnit, useCancelUnitReservation, useCreateUnitReservation } from '../api/unit-reservations';
import { toPlanChoiceDto } from '../plan-choice';
import { isUnitTaken, reservationErrorMessage } from '../reservation-errors';
import { flowTexts as t, paymentTexts, successTexts, summaryTexts } from '../texts';
import type { FlowStep, Hold } from './unit-flow-steps';
import type { FlowProblem } from './step-problem';

export type FlowRequest = 'card' | 'transfer' | 'block' | 'leave' | 'back';

/** A bank-transfer reference, CDM-{time in base 36}-{6 characters}, from the browser's crypto. */
function newReferenceNumber(): string {
  return referenceNumber(new Date(), Array.from(crypto.getRandomValues(new Uint32Array(6))));
}

function problemOf(error: ApiError, unitCode: string, fallback?: string): FlowProblem {
  return {
    message: reservationErrorMessage(error, unitCode, fallback),
    details: error.fieldErrors.map((fieldError) => fieldError.message),
    unitTaken: isUnitTaken(error),
  };
}

/**
 * The unit dialog's requests: hold for the card, block for a transfer or instead of paying, release.
 * One at a time (`pending`); a refusal is the screen's `problem`, and what was chosen stays.
 */
export function useUnitFlowRequests({ choice, blockHours, goTo, onClose }: { choice: PlanChoice; blockHours: number; goTo: (next: FlowStep) => void; onClose: () => void }) {
  const [pending, setPending] = useState<FlowRequest | null>(null);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const createReservation = useCreateUnitReservation();
  const blockUnit = useBlockUnit();
  const cancelReservation = useCancelUnitReservation();

  /** Another screen: the problem of this one goes. */
  const go = (next: FlowStep) => {
    setProblem(null);
    goTo(next);
  };

  /** Runs one request: the problem of the last one goes, and `pending` says which runs. */
  const run = async (request: FlowRequest, work: () => Promise<void>) => {
    setPending(request);
    setProblem(null);
    try {
      await work();
    } finally {
      setPending(null);
    }
  };

  const showBlocked = (unit: UnitView, block: BlockTemporaryResponse, bankTransfer: boolean) => {
    notify.success(t.titles.blocked, successTexts.blockedLead(unit.unitCode, formatDateTime(block.expiresAt)));
    go({ name: 'blocked', unit, block, bankTransfer });
  };

  /** Releases the card hold; false (with the problem shown) when the server could not. */
  const release = async (hold: Hold): Promise<boolean> => {
    try {
      await cancelReservation.mutateAsync(hold.reservationId);
      return true;
    } catch (cause) {
      const error = asApiError(cause);
      // Gone already (the card window ran out): there is nothing left to release.
      if (error.status === 404) return true;
      setProblem({ message: paymentTexts.releaseFailed, details: [error.message] });
      return false;
    }
  };

  return {
    pending,
    problem,
    go,
    payByCard: (unit: UnitView) =>
      run('card', async () => {
        try {
          const created = await createReservation.mutateAsync({ unitCode: unit.unitCode, paymentPlan: toPlanChoiceDto(unit.unitCode, choice) });
          go({ name: 'payment', unit, reservationId: created.reservation.id, expiresAt: created.reservation.expiresAt });
        } catch (cause) {
          setProblem(problemOf(asApiError(cause), unit.unitCode, summaryTexts.reserveFailed));
        }
      }),
    payByTransfer: (unit: UnitView) =>
      run('transfer', async () => {
        try {
          const paymentPlan = toPlanChoiceDto(unit.unitCode, choice);
          showBlocked(unit, await blockUnit.mutateAsync({ unitCode: unit.unitCode, hours: blockHours, paymentPlan, referenceNumber: newReferenceNumber() }), true);
        } catch (cause) {
          setProblem(problemOf(asApiError(cause), unit.unitCode));
        }
      }),
    backToSummary: (hold: Hold) =>
      run('back', async () => {
        if (await release(hold)) go({ name: 'summary', unit: hold.unit });
      }),
    leaveWithoutSaving: (hold: Hold) =>
      run('leave', async () => {
        if (await release(hold)) onClose();
      }),
    // The cancel route: the server turns the investor's own card hold into a temporary block
    // (same reservation, same plan); on a refusal the hold stays and the screen says why.
    blockInstead: (hold: Hold) =>
      run('block', async () => {
        try {
          const paymentPlan = toPlanChoiceDto(hold.unit.unitCode, choice);
          showBlocked(hold.unit, await blockUnit.mutateAsync({ unitCode: hold.unit.unitCode, hours: blockHours, paymentPlan }), false);
        } catch (cause) {
          setProblem(problemOf(asApiError(cause), hold.unit.unitCode));
        }
      }),
  };
}
