import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { notify } from './toaster';

export type ExplainedDisabledButtonProps = {
  /** Why the action cannot be used: the tooltip, and the error toast of a click. */
  reason: string;
  /** The id of an element that says the reason to assistive technology. */
  reasonId: string;
  className?: string;
  children: ReactNode;
};

/** An outline button that looks disabled but stays focusable, so that keyboard users also learn why it cannot be used. */
export function ExplainedDisabledButton({ reason, reasonId, className, children }: ExplainedDisabledButtonProps) {
  return (
    <Button
      variant="outline"
      aria-disabled="true"
      aria-describedby={reasonId}
      title={reason}
      className={clsx('cursor-not-allowed', className, 'opacity-60')}
      onClick={() => notify.error(reason)}
    >
      {children}
    </Button>
  );
}
