import type { ReactNode } from 'react';
import { BackHomeShell } from '@/ui/back-home-shell';
import { bookingTexts as t } from '../texts';

/** The frame of /agendar and its return page: a Volver button to '/', then the content. */
export function BookingShell({ children }: { children: ReactNode }) {
  return (
    <BackHomeShell backLabel={t.back} eyebrow={t.eyebrow}>
      {children}
    </BackHomeShell>
  );
}
