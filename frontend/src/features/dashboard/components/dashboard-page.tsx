import type { MyReservation, ProductTypeView, UnitView, UserReferralCodeResponse } from '@cdm/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { DashboardTab } from '../dashboard-tabs';
import type { Remote } from '../figures';
import { dashboardTexts, TAB_LABELS } from '../texts';
import { DashboardHero } from './dashboard-hero';
import { DashboardStats } from './dashboard-stats';
import { DashboardTabsNav } from './dashboard-tabs-nav';
import { FinancingTab } from './financing-tab';
import { GarageTab } from './garage-tab';
import { MasterPlanTab } from './master-plan-tab';
import { PortfolioTab } from './portfolio-tab';
import { ProgressTab } from './progress-tab';
import { ProjectOverview } from './project-overview';
import { ReferralsTab } from './referrals-tab';
import { UnitsTab } from './units-tab';

export type DashboardPageProps = {
  investorName: string;
  tab: DashboardTab;
  /** The URL names the tab (/dashboard/{tab}): it is scrolled into view on arrival too. */
  tabInUrl: boolean;
  units: Remote<UnitView[]>;
  reservations: Remote<MyReservation[]>;
  /** Fetched only by the tabs that show prices (units, financing, progress). */
  productTypes: Remote<ProductTypeView[]>;
  /** The investor's referral code and stats (referrals context). */
  referral: Remote<UserReferralCodeResponse>;
  /** The investor's reservations with status, plan and next step (reservations context). */
  garageList: ReactNode;
  /** The button that opens the interactive unit map (reservations context). */
  unitMap: ReactNode;
  /** The dashboard payment plan calculator (reservations context). */
  financingCalculator: ReactNode;
  /** Code, copy, stats and referred users (referrals context). */
  referralProgram: ReactNode;
};

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** investor-portal.md §2.4: hero, project information, benefits, stat cards and the seven tabs. */
export function DashboardPage(props: DashboardPageProps) {
  const { investorName, tab, tabInUrl, units, reservations, productTypes, referral, garageList, unitMap, financingCalculator, referralProgram } = props;
  useDocumentTitle(dashboardTexts.documentTitle(TAB_LABELS[tab]));
  const tabsRef = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);

  // investor-portal.md §2.4: changing tab scrolls it into view (also on arrival at a tab's URL, e.g. a reload).
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (first && !tabInUrl) return;
    tabsRef.current?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() || first ? 'auto' : 'smooth' });
  }, [tab, tabInUrl]);

  let panel: ReactNode;
  switch (tab) {
    case 'portafolio':
      panel = <PortfolioTab reservations={reservations} />;
      break;
    case 'garage':
      panel = <GarageTab reservations={reservations}>{garageList}</GarageTab>;
      break;
    case 'plan-maestro':
      panel = <MasterPlanTab units={units} />;
      break;
    case 'unidades':
      panel = <UnitsTab productTypes={productTypes} unitMap={unitMap} />;
      break;
    case 'financiamiento':
      panel = <FinancingTab>{financingCalculator}</FinancingTab>;
      break;
    case 'referidos':
      panel = <ReferralsTab>{referralProgram}</ReferralsTab>;
      break;
    case 'avance':
      panel = <ProgressTab productTypes={productTypes} />;
      break;
  }

  return (
    <>
      <DashboardHero name={investorName} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-12">
        <ProjectOverview />
        <DashboardStats units={units} reservations={reservations} referral={referral} />
        <div ref={tabsRef} className="grid scroll-mt-20 grid-cols-1 gap-6 pt-2">
          <DashboardTabsNav active={tab} />
          <div key={tab}>{panel}</div>
        </div>
      </div>
    </>
  );
}
