import { StepProgress } from '@/ui/step-progress';
import type { ApplicationStep } from '../application-storage';
import { applicationTexts as t } from '../texts';

/** The five steps of /aplicar; the current one is marked with aria-current="step". */
export function ApplicationProgress({ step }: { step: ApplicationStep }) {
  return <StepProgress steps={t.steps} current={step} label={t.progressLabel} stepOf={t.stepOf} completedLabel={t.completed} />;
}
