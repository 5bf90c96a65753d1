import type { ReactNode } from 'react';
import { referralsTexts as t } from '../texts';
import { TabSection } from './tab-section';

/** investor-portal.md §2.4 referrals: the referral program (code, copy, stats, referred users) comes from the app layer. */
export function ReferralsTab({ children }: { children: ReactNode }) {
  return (
    <TabSection id="referrals" title={t.heading} lead={t.lead}>
      {children}
    </TabSection>
  );
}
