import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

const tones: Record<BadgeTone, string> = {
  success: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200',
  warning: 'border-amber-400/40 bg-amber-500/15 text-amber-200',
  danger: 'border-race-400/50 bg-race-500/15 text-race-300',
  neutral: 'border-white/20 bg-white/5 text-zinc-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone])}>
      {children}
    </span>
  );
}
