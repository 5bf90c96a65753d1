import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { letterOfIntentTexts } from '../../texts';

const t = letterOfIntentTexts.completed;

/** Stage 3 of the partners' portal: the letter is accepted; the only way on is home. */
export function ProcessCompleted() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <section aria-labelledby="completed-title" className="w-full max-w-lg rounded-xl border border-graphite-700 bg-graphite-900 p-6 text-center sm:p-10">
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400">
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 id="completed-title" ref={headingRef} tabIndex={-1} className="mt-5 font-display text-2xl font-bold tracking-tight text-white uppercase focus:outline-none sm:text-3xl">
          {t.title}
        </h1>
        <p className="mt-3 text-base leading-relaxed text-zinc-200">{t.description}</p>
        <p className="mt-2 text-sm text-zinc-400">{t.emailNote}</p>
        <Link to="/" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          {t.home}
        </Link>
      </section>
    </div>
  );
}
