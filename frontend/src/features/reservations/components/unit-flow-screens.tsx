import type { BlockTemporaryResponse, ProductTypeView, UnitView } from '@cdm/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime, formatPesos } from '@/lib/format';
import { Button } from '@/ui/button';
import { DialogFooter } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import { cancelConfirmTexts, flowTexts as t, paymentTexts, successTexts, summaryTexts, unitDetailTexts } from '../texts';
import { DepositPayment } from './deposit-payment';
import { BlockedResult, PaymentSuccess } from './flow-results';
import { MasterPlan } from './master-plan';
import { ModuleMap } from './module-map';
import { StepBody } from './step-body';
import { StepProblem, type FlowProblem } from './step-problem';
import { UnitDetail } from './unit-detail';
import type { Hold } from './unit-flow-steps';
import type { FlowRequest } from './use-unit-flow-requests';

// One component per screen of the unit dialog (the calculator and the summary have their own files).
// Each is its scrolling body under the screen's title, then its footer.

function Screen({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <>
      <StepBody label={title}>{children}</StepBody>
      {footer}
    </>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-zinc-300">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

/** The master plan, or one module's plan (`module`): the units as the live list has them. */
export function BrowseScreen(props: {
  title: string;
  module: string | null;
  units: UseQueryResult<UnitView[]>;
  productTypes: readonly ProductTypeView[];
  onSelectModule: (module: string) => void;
  onSelectUnit: (unit: UnitView) => void;
  onBackToMasterPlan: () => void;
}) {
  const { title, module, units } = props;
  let body: ReactNode;
  if (units.isPending) body = <Waiting label={t.loadingUnits} />;
  else if (units.isError) body = <ErrorState message={t.unitsError} retryLabel={t.retry} onRetry={() => void units.refetch()} />;
  else if (units.data.length === 0) body = <EmptyState title={t.noUnits} />;
  else if (module === null) body = <MasterPlan units={units.data} onSelectModule={props.onSelectModule} />;
  else body = <ModuleMap module={module} units={units.data} productTypes={props.productTypes} onSelectUnit={props.onSelectUnit} />;
  const footer =
    module === null ? null : (
      <DialogFooter className="sm:justify-start">
        <Button variant="outline" onClick={props.onBackToMasterPlan}>
          {t.backToMasterPlan}
        </Button>
      </DialogFooter>
    );
  return (
    <Screen title={title} footer={footer}>
      {body}
    </Screen>
  );
}

/** The unit's details; its plan can be worked out only while it is free (`taken` otherwise). */
export function UnitScreen(props: { title: string; unit: UnitView; productTypes: readonly ProductTypeView[]; taken: boolean; noticeId: string; onBack: () => void; onCalculate: () => void }) {
  const footer = (
    <DialogFooter>
      <Button variant="outline" onClick={props.onBack}>
        {t.backToModule}
      </Button>
      <Button onClick={props.onCalculate} disabled={props.taken} aria-describedby={props.taken ? props.noticeId : undefined}>
        {unitDetailTexts.calculate}
      </Button>
    </DialogFooter>
  );
  return (
    <Screen title={props.title} footer={footer}>
      <UnitDetail unit={props.unit} productTypes={props.productTypes} />
    </Screen>
  );
}

/** The card deposit while the unit is held; back to the summary or cancel release or keep the hold. */
export function PaymentScreen(props: {
  title: string;
  hold: Hold;
  depositCentavos: number | undefined;
  pending: FlowRequest | null;
  problem: FlowProblem | null;
  onPaid: () => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { hold, pending } = props;
  const busy = pending !== null;
  return (
    <Screen title={props.title}>
      <div className="grid gap-5">
        {props.problem ? <StepProblem problem={props.problem} /> : null}
        <div className="rounded-lg border border-graphite-700 bg-graphite-800/60 px-4 py-4">
          <p className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{summaryTexts.depositHeading}</p>
          <p className="mt-1 font-display text-3xl font-bold text-white">{formatPesos(props.depositCentavos)}</p>
          <p className="mt-1 text-sm text-zinc-300">
            {hold.unit.unitCode} · {summaryTexts.depositNote}
          </p>
          {hold.expiresAt ? <p className="mt-2 text-sm text-amber-100">{paymentTexts.heldUntil(formatDateTime(hold.expiresAt))}</p> : null}
        </div>
        <DepositPayment
          reservationId={hold.reservationId}
          unitCode={hold.unit.unitCode}
          busy={busy}
          onPaid={props.onPaid}
          secondaryAction={
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="ghost" onClick={props.onBack} disabled={busy} aria-busy={pending === 'back'}>
                {pending === 'back' ? <Spinner /> : null}
                {paymentTexts.back}
              </Button>
              <Button variant="outline" onClick={props.onCancel} disabled={busy}>
                {paymentTexts.cancel}
              </Button>
            </div>
          }
        />
      </div>
    </Screen>
  );
}

/** Leaving the card payment: block the unit for the block setting, or leave and release it. */
export function CancelConfirmScreen(props: {
  title: string;
  blockHours: number;
  pending: FlowRequest | null;
  problem: FlowProblem | null;
  onBlock: () => void;
  onLeave: () => void;
  onBackToPayment: () => void;
}) {
  const { blockHours: hours, pending } = props;
  const busy = pending !== null;
  const footer = (
    <DialogFooter>
      <Button variant="ghost" onClick={props.onBackToPayment} disabled={busy}>
        {cancelConfirmTexts.backToPayment}
      </Button>
    </DialogFooter>
  );
  return (
    <Screen title={props.title} footer={footer}>
      <div className="grid gap-4">
        {props.problem ? <StepProblem problem={props.problem} /> : null}
        <div className="grid gap-2 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
          <Button onClick={props.onBlock} disabled={busy} aria-busy={pending === 'block'}>
            {pending === 'block' ? <Spinner /> : null}
            {cancelConfirmTexts.block(hours)}
          </Button>
          <p className="text-sm text-zinc-300">{cancelConfirmTexts.blockNote(hours)}</p>
        </div>
        <div className="grid gap-2 rounded-lg border border-graphite-600 bg-graphite-800 p-4">
          <Button variant="outline" onClick={props.onLeave} disabled={busy} aria-busy={pending === 'leave'}>
            {pending === 'leave' ? <Spinner /> : null}
            {cancelConfirmTexts.leave}
          </Button>
          <p className="text-sm text-zinc-300">{cancelConfirmTexts.leaveNote}</p>
        </div>
      </div>
    </Screen>
  );
}

const doneFooter = (onClose: () => void) => (
  <DialogFooter>
    <Button onClick={onClose}>{successTexts.done}</Button>
  </DialogFooter>
);

export function PaidScreen({ title, unitCode, reservationId, onClose }: { title: string; unitCode: string; reservationId: string; onClose: () => void }) {
  return (
    <Screen title={title} footer={doneFooter(onClose)}>
      <PaymentSuccess unitCode={unitCode} reservationId={reservationId} />
    </Screen>
  );
}

export function BlockedScreen(props: { title: string; unitCode: string; block: BlockTemporaryResponse; bankTransfer: boolean; depositCentavos: number | undefined; onClose: () => void }) {
  return (
    <Screen title={props.title} footer={doneFooter(props.onClose)}>
      <BlockedResult unitCode={props.unitCode} block={props.block} bankTransfer={props.bankTransfer} depositCentavos={props.depositCentavos} />
    </Screen>
  );
}
