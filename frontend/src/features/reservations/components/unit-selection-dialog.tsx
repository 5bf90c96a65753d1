import { SETTING_DEFAULTS, type PlanChoice } from '@cdm/domain';
import { useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { openDataRoom } from '@/lib/data-room';
import { usePublicSettings } from '@/lib/public-settings';
import { useWizardSteps, WizardMovedContext } from '@/lib/wizard/use-wizard-steps';
import { Dialog, DialogContent } from '@/ui/dialog';
import { notify } from '@/ui/toaster';
import { useActiveProductTypes, useUnits } from '../api/get-units';
import { defaultPlanChoice, todayIsoDate } from '../plan-choice';
import { flowTexts as t, successTexts } from '../texts';
import { planPriceCentavos } from '../unit-inventory';
import { PaymentPlanCalculator } from './payment-plan-calculator';
import { PlanSummary } from './plan-summary';
import { isTaken, UnitChangeNotice, useUnitChange } from './unit-change-notice';
import { BlockedScreen, BrowseScreen, CancelConfirmScreen, PaidScreen, PaymentScreen, UnitScreen } from './unit-flow-screens';
import { FIRST_STEP, stepDescription, stepSize, stepTitle, unitBeforeHold, type FlowStep } from './unit-flow-steps';
import { useUnitFlowRequests } from './use-unit-flow-requests';

type FlowHandle = { requestClose: () => boolean };

function UnitSelectionFlow({ handleRef, onClose }: { handleRef: Ref<FlowHandle>; onClose: () => void }) {
  const [today] = useState(() => todayIsoDate());
  const [choice, setChoice] = useState<PlanChoice>(() => defaultPlanChoice(todayIsoDate()));
  const { step, goTo, moved } = useWizardSteps<FlowStep>(FIRST_STEP);
  const units = useUnits();
  const productTypes = useActiveProductTypes();
  const settings = usePublicSettings();
  const depositCentavos = settings.data?.unitReservationDepositCentavos;
  // The live setting; the seeded default only until public settings arrive.
  const blockHours = settings.data?.temporaryBlockHours ?? SETTING_DEFAULTS.temporaryBlockHours;
  const requests = useUnitFlowRequests({ choice, blockHours, goTo, onClose });
  const { go, pending, problem } = requests;
  const types = productTypes.data ?? [];
  const title = stepTitle(step);

  // The chosen unit as the live list has it now: someone else may have taken it meanwhile.
  const chosen = unitBeforeHold(step);
  const live = chosen ? (units.data?.find((unit) => unit.unitCode === chosen.unitCode) ?? chosen) : null;
  const change = useUnitChange(chosen?.unitCode ?? null, live?.status, pending !== null);
  const taken = isTaken(change);
  const noticeId = useId();

  useImperativeHandle(handleRef, () => ({
    requestClose: () => {
      if (pending !== null) return false;
      // Closing while the unit is held for the card: ask what to do with it first.
      if (step.name === 'payment') {
        go({ ...step, name: 'cancel-confirm' });
        return false;
      }
      return step.name !== 'cancel-confirm';
    },
  }));

  const toModule = (module: string) => go({ name: 'module', module });
  let screen: ReactNode;
  switch (step.name) {
    case 'master-plan':
    case 'module':
      screen = (
        <BrowseScreen
          title={title}
          module={step.name === 'module' ? step.module : null}
          units={units}
          productTypes={types}
          onSelectModule={toModule}
          onSelectUnit={(unit) => go({ name: 'unit', unit })}
          onBackToMasterPlan={() => go({ name: 'master-plan' })}
        />
      );
      break;
    case 'unit':
      screen = (
        <UnitScreen
          title={title}
          unit={live ?? step.unit}
          productTypes={types}
          taken={taken}
          noticeId={noticeId}
          onBack={() => toModule(step.unit.module)}
          onCalculate={() => go({ name: 'calculator', unit: step.unit })}
        />
      );
      break;
    case 'calculator': {
      const { unit } = step;
      // The calculator lays out its own body and footer (its form spans both).
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
          taken={taken}
          noticeId={noticeId}
          onEditPlan={() => go({ name: 'calculator', unit })}
          onPayByCard={() => void requests.payByCard(unit)}
          onPayByTransfer={() => void requests.payByTransfer(unit)}
          onChooseAnotherUnit={() => toModule(unit.module)}
        />
      );
      break;
    }
    case 'payment':
      screen = (
        <PaymentScreen
          title={title}
          hold={step}
          depositCentavos={depositCentavos}
          pending={pending}
          problem={problem}
          onPaid={() => {
            notify.success(t.titles.paymentSuccess, successTexts.paidLead(step.unit.unitCode));
            go({ name: 'paid', unit: step.unit, reservationId: step.reservationId });
            openDataRoom();
          }}
          onBack={() => void requests.backToSummary(step)}
          onCancel={() => go({ ...step, name: 'cancel-confirm' })}
        />
      );
      break;
    case 'cancel-confirm':
      screen = (
        <CancelConfirmScreen
          title={title}
          blockHours={blockHours}
          pending={pending}
          problem={problem}
          onBlock={() => void requests.blockInstead(step)}
          onLeave={() => void requests.leaveWithoutSaving(step)}
          onBackToPayment={() => go({ ...step, name: 'payment' })}
        />
      );
      break;
    case 'paid':
      screen = <PaidScreen title={title} unitCode={step.unit.unitCode} reservationId={step.reservationId} onClose={onClose} />;
      break;
    case 'blocked':
      screen = <BlockedScreen title={title} unitCode={step.unit.unitCode} block={step.block} bankTransfer={step.bankTransfer} depositCentavos={depositCentavos} onClose={onClose} />;
      break;
  }

  return (
    <DialogContent title={title} description={stepDescription(step)} size={stepSize(step)} dismissible={step.name !== 'cancel-confirm'} closeLabel={t.close}>
      {/* Outside the screens: it stays through them, so a change is announced once. */}
      <UnitChangeNotice change={change} unitCode={chosen?.unitCode ?? null} id={noticeId} onChooseAnotherUnit={() => chosen && toModule(chosen.module)} />
      <WizardMovedContext.Provider value={moved}>
        {/* A new key per screen: its body mounts afresh and takes the focus. */}
        <div key={step.name} className="contents">
          {screen}
        </div>
      </WizardMovedContext.Provider>
    </DialogContent>
  );
}

/**
 * investor-portal.md §2.5 unit selection dialog. Mounted only while open, so every opening starts on the master
 * plan; closing while the unit is held for the card payment asks first (cancel-confirm). Runs on lib/wizard's
 * step machine (useWizardSteps); the unit chosen follows the live list (lib/live-units), and the dialog says
 * when someone else takes it or it is free again.
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
