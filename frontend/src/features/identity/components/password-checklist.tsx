import { clsx } from 'clsx';
import { resetPasswordTexts as t } from '../texts';

function Rule({ met, label }: { met: boolean; label: string }) {
  return (
    <li className={clsx('flex items-center gap-2 text-sm', met ? 'text-emerald-300' : 'text-zinc-300')} data-met={met}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5">
        {met ? <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" /> : <circle cx="12" cy="12" r="7" />}
      </svg>
      <span>
        {label}
        <span className="sr-only"> ({met ? t.ruleMet : t.ruleNotMet})</span>
      </span>
    </li>
  );
}

/** The two password rules of investor-portal.md §5, ticking while the person types. */
export function PasswordChecklist({ longEnough, matches, id }: { longEnough: boolean; matches: boolean; id?: string }) {
  return (
    <ul id={id} className="grid gap-1.5">
      <Rule met={longEnough} label={t.ruleLength} />
      <Rule met={matches} label={t.ruleMatch} />
    </ul>
  );
}
