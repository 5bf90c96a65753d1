import type { BlockTemporaryResponse, UnitView } from '@cdm/contracts';
import { referenceNumber, SETTING_DEFAULTS, type PlanChoice } from '@cdm/domain';
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { asApiError, type ApiError } from '@/lib/api-client';
import { formatDateTime, formatPesos } from '@/lib/format';
import { usePublicSettings } from '@/lib/public-settings';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { notify } from '@/ui/toaster';
import { useActiveProductTypes, useUnits } from '../api/get-units';
import { useBlockUnit, useCancelUnitReservation, useCreateUnitReservation } from '../api/unit-reservations';
import { defaultPlanChoice, todayIsoDate, toPlanChoiceDto } from '../plan-choice';
import { isUnitTaken, reservationErrorMessage } from '../reservation-errors';
import { cancelConfirmTexts, flowTexts as t, paymentTexts, successTexts, summaryTexts, unitDetailTexts } from '../texts';
import { planPriceCentavos } from '../unit-inventory';
import { openDataRoom } from '@/lib/data-room';
import { DepositPayment } from './deposit-payment';
import { BlockedResult, PaymentSuccess } from './flow-results';
import { MasterPlan } from './master-plan';
import { ModuleMap } from './module-map';
import { PaymentPlanCalculator } from './payment-plan-calculator';
import { PlanSummary } from './plan-summary';
import { StepBody, StepFocusContext } from './step-body';
import type { FlowProblem } from './step-problem';
import { StepProblem } from './step-problem';
import { UnitDetail } from './unit-detail';

// investor-portal.md §4 "Unit dialog": master plan → module → unit → calculator → summary → payment →
// payment-success, or bank-success; payment → cancel-confirm (block 8 h, leave, back to payment).
// The unit is held by the server only on the payment and cancel-confirm screens.
type Hold = { unit: UnitView; reservationId: string; expiresAt: string | null };

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

type FlowHandle = { requestClose: () => boolean };

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

function stepTitle(step: FlowStep): string {
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

function stepDescription(step: FlowStep): string | undefined {
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

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-zinc-300">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

function UnitSelectionFlow({ handleRef, onClose }: { handleRef: Ref<FlowHandle>; onClose: () => void }) {
  const [today] = useState(() => todayIsoDate());
  const [choice, setChoice] = useState<PlanChoice>(() => defaultPlanChoice(todayIsoDate()));
  const [step, setStep] = useState<FlowStep>({ name: 'master-plan' });
  const [moved, setMoved] = useState(false);
  const [problem, setProblem] = useState<FlowProblem | null>(null);
  const [pending, setPending] = useState<'card' | 'transfer' | 'block' | 'leave' | 'back' | null>(null);

  const units = useUnits();
  const productTypes = useActiveProductTypes();
  const settings = usePublicSettings();
  const createReservation = useCreateUnitReservation();
  const blockUnit = useBlockUnit();
  const cancelReservation = useCancelUnitReservation();

  const depositCentavos = settings.data?.unitReservationDepositCentavos;
  // The live setting; the seeded default only until public settings arrive.
  const blockHours = settings.data?.temporaryBlockHours ?? SETTING_DEFAULTS.temporaryBlockHours;
  const types = productTypes.data ?? [];
  const busy = pending !== null;
  const title = stepTitle(step);

  const go = (next: FlowStep) => {
    setProblem(null);
    setStep(next);
    setMoved(true);
  };

  const requestClose = (): boolean => {
    if (busy) return false;
    // Closing while the unit is held for the card: ask what to do with it first.
    if (step.name === 'payment') {
      go({ ...step, name: 'cancel-confirm' });
      return false;
    }
    return step.name !== 'cancel-confirm';
  };
  useImperativeHandle(handleRef, () => ({ requestClose }));

  const payByCard = async (unit: UnitView) => {
    setPending('card');
    setProblem(null);
    try {
      const created = await createReservation.mutateAsync({ unitCode: unit.unitCode, paymentPlan: toPlanChoiceDto(unit.unitCode, choice) });
      go({ name: 'payment', unit, reservationId: created.reservation.id, expiresAt: created.reservation.expiresAt });
    } catch (cause) {
      setProblem(problemOf(asApiError(cause), unit.unitCode, summaryTexts.reserveFailed));
    } finally {
      setPending(null);
    }
  };

  const showBlocked = (unit: UnitView, block: BlockTemporaryResponse, bankTransfer: boolean) => {
    notify.success(t.titles.blocked, successTexts.blockedLead(unit.unitCode, formatDateTime(block.expiresAt)));
    go({ name: 'blocked', unit, block, bankTransfer });
  };

  const payByTransfer = async (unit: UnitView) => {
    setPending('transfer');
    setProblem(null);
    try {
      const block = await blockUnit.mutateAsync({
        unitCode: unit.unitCode,
        hours: blockHours,
        paymentPlan: toPlanChoiceDto(unit.unitCode, choice),
        referenceNumber: newReferenceNumber(),
      });
      showBlocked(unit, block, true);
    } catch (cause) {
      setProblem(problemOf(asApiError(cause), unit.unitCode));
    } finally {
      setPending(null);
    }
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

  const backToSummary = async (hold: Hold) => {
    setPending('back');
    setProblem(null);
    const released = await release(hold);
    setPending(null);
    if (released) go({ name: 'summary', unit: hold.unit });
  };

  const leaveWithoutSaving = async (hold: Hold) => {
    setPending('leave');
    setProblem(null);
    const released = await release(hold);
    setPending(null);
    if (released) onClose();
  };

  // The cancel route: the server turns the investor's own card hold into a temporary block
  // (same reservation, same plan); on a refusal the hold stays and the screen says why.
  const blockInstead = async (hold: Hold) => {
    setPending('block');
    setProblem(null);
    try {
      const block = await blockUnit.mutateAsync({
        unitCode: hold.unit.unitCode,
        hours: blockHours,
        paymentPlan: toPlanChoiceDto(hold.unit.unitCode, choice),
      });
      showBlocked(hold.unit, block, false);
    } catch (cause) {
      setProblem(problemOf(asApiError(cause), hold.unit.unitCode));
    } finally {
      setPending(null);
    }
  };

  const chooseAnotherUnit = (unit: UnitView) => go({ name: 'module', module: unit.module });

  let body: ReactNode = null;
  let footer: ReactNode = null;
  // The calculator and the summary lay out their own body and footer (a form spans both).
  let screen: ReactNode = null;

  switch (step.name) {
    case 'master-plan':
    case 'module': {
      if (units.isPending) body = <Waiting label={t.loadingUnits} />;
      else if (units.isError) body = <ErrorState message={t.unitsError} retryLabel={t.retry} onRetry={() => void units.refetch()} />;
      else if (units.data.length === 0) body = <EmptyState title={t.noUnits} />;
      else if (step.name === 'master-plan') body = <MasterPlan units={units.data} onSelectModule={(module) => go({ name: 'module', module })} />;
      else body = <ModuleMap module={step.module} units={units.data} productTypes={types} onSelectUnit={(unit) => go({ name: 'unit', unit })} />;
      if (step.name === 'module') {
        footer = (
          <DialogFooter className="sm:justify-start">
            <Button variant="outline" onClick={() => go({ name: 'master-plan' })}>
              {t.backToMasterPlan}
            </Button>
          </DialogFooter>
        );
      }
      break;
    }
    case 'unit': {
      const { unit } = step;
      body = <UnitDetail unit={unit} productTypes={types} />;
      footer = (
        <DialogFooter>
          <Button variant="outline" onClick={() => go({ name: 'module', module: unit.module })}>
            {t.backToModule}
          </Button>
          <Button onClick={() => go({ name: 'calculator', unit })}>{unitDetailTexts.calculate}</Button>
        </DialogFooter>
      );
      break;
    }
    case 'calculator': {
      const { unit } = step;
      screen = (
        <PaymentPlanCalculator
          title={title}
          priceCentavos={planPriceCentavos(unit)}
          initialChoice={choice}
          today={today}
          backLabel={t.backToUnit}
          onBack={(values) => {
            setChoice(values);
            go({ name: 'unit', unit });
          }}
          onReview={(values) => {
            setChoice(values);
            go({ name: 'summary', unit });
          }}
        />
      );
      break;
    }
    case 'summary': {
      const { unit } = step;
      screen = (
        <PlanSummary
          title={title}
          unit={unit}
          productTypes={types}
          choice={choice}
          depositCentavos={depositCentavos}
          blockHours={blockHours}
          pending={pending === 'card' || pending === 'transfer' ? pending : null}
          problem={problem}
          onEditPlan={() => go({ name: 'calculator', unit })}
          onPayByCard={() => void payByCard(unit)}
          onPayByTransfer={() => void payByTransfer(unit)}
          onChooseAnotherUnit={() => chooseAnotherUnit(unit)}
        />
      );
      break;
    }
    case 'payment': {
      const hold: Hold = step;
      body = (
        <div className="grid gap-5">
          {problem ? <StepProblem problem={problem} /> : null}
          <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-4">
            <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{summaryTexts.depositHeading}</p>
            <p className="mt-1 font-display text-3xl font-bold text-white">{formatPesos(depositCentavos)}</p>
            <p className="mt-1 text-sm text-zinc-300">
              {hold.unit.unitCode} · {summaryTexts.depositNote}
            </p>
            {hold.expiresAt ? <p className="mt-2 text-sm text-amber-100">{paymentTexts.heldUntil(formatDateTime(hold.expiresAt))}</p> : null}
          </div>
          <DepositPayment
            reservationId={hold.reservationId}
            unitCode={hold.unit.unitCode}
            busy={busy}
            onPaid={() => {
              notify.success(t.titles.paymentSuccess, successTexts.paidLead(hold.unit.unitCode));
              go({ name: 'paid', unit: hold.unit, reservationId: hold.reservationId });
              openDataRoom();
            }}
            secondaryAction={
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button variant="ghost" onClick={() => void backToSummary(hold)} disabled={busy} aria-busy={pending === 'back'}>
                  {pending === 'back' ? <Spinner /> : null}
                  {paymentTexts.back}
                </Button>
                <Button variant="outline" onClick={() => go({ ...hold, name: 'cancel-confirm' })} disabled={busy}>
                  {paymentTexts.cancel}
                </Button>
              </div>
            }
          />
        </div>
      );
      break;
    }
    case 'cancel-confirm': {
      const hold: Hold = step;
      const hours = blockHours;
      body = (
        <div className="grid gap-4">
          {problem ? <StepProblem problem={problem} /> : null}
          <div className="grid gap-2 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
            <Button onClick={() => void blockInstead(hold)} disabled={busy} aria-busy={pending === 'block'}>
              {pending === 'block' ? <Spinner /> : null}
              {cancelConfirmTexts.block(hours)}
            </Button>
            <p className="text-sm text-zinc-300">{cancelConfirmTexts.blockNote(hours)}</p>
          </div>
          <div className="grid gap-2 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
            <Button variant="outline" onClick={() => void leaveWithoutSaving(hold)} disabled={busy} aria-busy={pending === 'leave'}>
              {pending === 'leave' ? <Spinner /> : null}
              {cancelConfirmTexts.leave}
            </Button>
            <p className="text-sm text-zinc-300">{cancelConfirmTexts.leaveNote}</p>
          </div>
        </div>
      );
      footer = (
        <DialogFooter>
          <Button variant="ghost" onClick={() => go({ ...hold, name: 'payment' })} disabled={busy}>
            {cancelConfirmTexts.backToPayment}
          </Button>
        </DialogFooter>
      );
      break;
    }
    case 'paid':
      body = <PaymentSuccess unitCode={step.unit.unitCode} reservationId={step.reservationId} />;
      footer = (
        <DialogFooter>
          <Button onClick={onClose}>{successTexts.done}</Button>
        </DialogFooter>
      );
      break;
    case 'blocked':
      body = <BlockedResult unitCode={step.unit.unitCode} block={step.block} bankTransfer={step.bankTransfer} depositCentavos={depositCentavos} />;
      footer = (
        <DialogFooter>
          <Button onClick={onClose}>{successTexts.done}</Button>
        </DialogFooter>
      );
      break;
  }

  return (
    <DialogContent
      title={title}
      description={stepDescription(step)}
      size={WIDE_STEPS.includes(step.name) ? 'xl' : 'lg'}
      dismissible={step.name !== 'cancel-confirm'}
      closeLabel={t.close}
    >
      {/* A new key per screen: its body mounts afresh and takes the focus. */}
      <StepFocusContext.Provider value={moved}>
        <div key={step.name} className="contents">
          {screen ?? (
            <>
              <StepBody label={title}>{body}</StepBody>
              {footer}
            </>
          )}
        </div>
      </StepFocusContext.Provider>
    </DialogContent>
  );
}

/**
 * investor-portal.md §2.5 unit selection dialog. Mounted only while open, so every opening starts on the master
 * plan; closing while the unit is held for the card payment asks first (cancel-confirm).
 */
export function UnitSelectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const flow = useRef<FlowHandle>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && flow.current && !flow.current.requestClose()) return;
        onOpenChange(next);
      }}
    >
      {open ? <UnitSelectionFlow handleRef={flow} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
