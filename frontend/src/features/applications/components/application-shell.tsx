import type { ReactNode } from 'react';
import { BackHomeShell } from '@/ui/back-home-shell';
import { applicationTexts as t } from '../texts';

/** The frame of /aplicar: a Volver button to '/', then the content. */
export function ApplicationShell({ children }: { children: ReactNode }) {
  return (
    <BackHomeShell backLabel={t.back} eyebrow={t.eyebrow}>
      {children}
    </BackHomeShell>
  );
}
