import { useRef, type ComponentProps } from 'react';
import { useFocusWhenStepShows } from '@/lib/wizard/use-wizard-steps';
import { DialogBody } from '@/ui/dialog';

/**
 * The scrolling middle of one screen of a multi-step dialog. The screen replaces the button that
 * led to it, so it takes the focus itself (labelled by the screen's title) instead of losing it.
 */
export function StepBody({ label, className, ...props }: ComponentProps<'div'> & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhenStepShows(ref);

  // In the tab order too: a screen with nothing focusable (the unit's details) still scrolls by keyboard.
  return (
    <DialogBody
      ref={ref}
      role="group"
      aria-label={label}
      tabIndex={0}
      className={['focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
