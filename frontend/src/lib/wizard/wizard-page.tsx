import type { FormEvent, ReactNode, RefObject } from 'react';
import { BackHomeShell } from '@/ui/back-home-shell';
import { Card } from '@/ui/card';
import { StepProgress } from '@/ui/step-progress';
import { notify } from '@/ui/toaster';
import { WizardNavigation, type WizardNavigationProps } from '@/ui/wizard-navigation';

// The frame both public wizards (/agendar, /aplicar) share: the page with its progress and the
// step's heading, the form of a step with its navigation, and the checks of Siguiente with the
// wizard's own toasts. Every text comes from the wizard's own texts.

export type WizardPageTexts = {
  back: string;
  eyebrow: string;
  title: string;
  lead: string;
  progressLabel: string;
  stepOf: (step: number, total: number) => string;
  completed: string;
  steps: readonly string[];
  stepDescriptions: readonly string[];
};

/** The page of a wizard: Volver to '/', the title, the progress, and the card of the current step under its heading. */
export function StepWizardPage({
  texts,
  headingId,
  headingRef,
  step,
  children,
}: {
  texts: WizardPageTexts;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  step: number;
  children: ReactNode;
}) {
  return (
    <BackHomeShell backLabel={texts.back} eyebrow={texts.eyebrow}>
      <h1 className="font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 text-base text-zinc-300">{texts.lead}</p>
      {/* The current step is marked with aria-current="step". */}
      <StepProgress steps={texts.steps} current={step} label={texts.progressLabel} stepOf={texts.stepOf} completedLabel={texts.completed} />
      <Card aria-labelledby={headingId} className="mt-6 p-5 sm:p-8">
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold tracking-tight text-white uppercase focus:outline-none sm:text-3xl">
            {texts.steps[step - 1]}
          </h2>
          <p className="mt-1 text-sm text-zinc-300">{texts.stepDescriptions[step - 1]}</p>
        </div>
        {children}
      </Card>
    </BackHomeShell>
  );
}

type NavigationLabels = Pick<WizardNavigationProps, 'previousLabel' | 'nextLabel' | 'submitLabel' | 'submittingLabel' | 'blockedHint'>;

/** A form step: its fields, then Anterior and Siguiente (or the send button of the last form step). */
export function StepForm({
  step,
  lastStep,
  onSubmit,
  onBack,
  busy,
  canSubmit,
  labels,
  children,
}: {
  step: number;
  lastStep: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  /** The last step's request is under way. */
  busy: boolean;
  canSubmit: boolean;
  labels: NavigationLabels;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-6 grid gap-5">
      {children}
      <WizardNavigation canGoBack={step > 1} onBack={onBack} isLastStep={step === lastStep} busy={busy} submitting={busy} canSubmit={canSubmit} {...labels} />
    </form>
  );
}

type Toast = { title: string; description: string };

export type WizardMessages = { stepOneRequired: Toast; emailInvalid: Toast; stepTwoRequired: Toast; termsRequired: Toast };

type ContactValues = { name: string; email: string; phone: string };
type ProfileValues = { investmentRange: string; productsOfInterest: readonly string[] };

/** The checks of Siguiente and of the last step that both wizards make, each with the wizard's toast. */
export function wizardChecks(messages: WizardMessages, emailPattern: RegExp) {
  const toast = (message: Toast) => {
    notify.error(message.title, message.description);
    return false;
  };
  return {
    contact: ({ name, email, phone }: ContactValues) => {
      if (!name.trim() || !email.trim() || !phone.trim()) return toast(messages.stepOneRequired);
      return emailPattern.test(email.trim()) || toast(messages.emailInvalid);
    },
    profile: ({ investmentRange, productsOfInterest }: ProfileValues) => (investmentRange !== '' && productsOfInterest.length > 0) || toast(messages.stepTwoRequired),
    /** Step 1 or 2 of an old draft fails when the last step is sent. */
    incomplete: (step: number) => toast(step === 1 ? messages.stepOneRequired : messages.stepTwoRequired),
    termsMissing: () => toast(messages.termsRequired),
  };
}
