import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './button';

/** The frame of the public wizards (/agendar, /aplicar): a back link to '/', an eyebrow, then the content. */
export function BackHomeShell({ backLabel, eyebrow, children }: { backLabel: string; eyebrow: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <header className="border-b border-white/10 bg-graphite-950/90">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-4 px-4 sm:px-6">
          <Link to="/" className={buttonClassName({ variant: 'ghost', className: '-ml-2' })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {backLabel}
          </Link>
          <p className="truncate font-display text-sm font-bold tracking-[0.2em] text-race-300 uppercase">{eyebrow}</p>
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
