import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={clsx('size-5 shrink-0 text-race-400 transition-transform duration-600 ease-out motion-reduce:transition-none', open && 'rotate-180')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type ProposalDeckDisclosureProps = {
  /** What the button shows; `open` lets it change with the state. */
  label: (open: boolean) => ReactNode;
  /** The heading that holds the button, when the button names a section (the accordion pattern). */
  heading?: 'h3';
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
};

/** A native button that shows and hides the panel below it (WAI-ARIA disclosure pattern). */
export function ProposalDeckDisclosure({ label, heading: Heading, buttonClassName, panelClassName, children }: ProposalDeckDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((value) => !value)}
      className={clsx(
        'flex min-h-11 items-center justify-between gap-3 rounded-md text-left font-semibold text-white hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-white',
        buttonClassName,
      )}
    >
      {label(open)}
      <Chevron open={open} />
    </button>
  );

  return (
    <>
      {Heading ? <Heading>{button}</Heading> : button}
      <div id={panelId} hidden={!open} className={clsx('motion-safe:animate-rise-in', panelClassName)}>
        {children}
      </div>
    </>
  );
}
