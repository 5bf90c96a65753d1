import { StepProgress } from '@/ui/step-progress';
import type { BookingStep } from '../booking-storage';
import { bookingTexts as t } from '../texts';

/** The four steps of /agendar; the current one is marked with aria-current="step". */
export function BookingProgress({ step }: { step: BookingStep }) {
  return <StepProgress steps={t.steps} current={step} label={t.progressLabel} stepOf={t.stepOf} completedLabel={t.completed} />;
}
