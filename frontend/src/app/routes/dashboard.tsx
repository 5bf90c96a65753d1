import type { InvestorSessionResponse } from '@cdm/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { DEFAULT_TAB, isDashboardTab, type DashboardTab } from '@/features/dashboard/dashboard-tabs';
import { InvestorHeader } from '@/features/identity/components/investor-header';
import { InvestorSessionGate } from '@/features/identity/components/investor-session-gate';
import { PasswordSetupDialog } from '@/features/identity/components/password-setup-dialog';
import { MyPartnerPlans } from '@/features/partners/components/my-partner-plans';
import { useMyReferralCode } from '@/features/referrals/api/get-my-referral-code';
import { ReferralProgram } from '@/features/referrals/components/referral-program';
import { useMyReservations } from '@/features/reservations/api/get-my-reservations';
import { getActiveProductTypesQueryOptions, useUnits } from '@/features/reservations/api/get-units';
import { FinancingCalculator } from '@/features/reservations/components/financing-calculator';
import { MyReservations } from '@/features/reservations/components/my-reservations';
import { ReservationPaymentReturn } from '@/features/reservations/components/reservation-payment-return';
import { UnitMapButton } from '@/features/reservations/components/unit-map-button';
import { useLiveUnits } from '@/lib/live-units';
import { INVESTOR_LIVE_UNITS } from '../live-units';

// An unknown tab is a page the server answers 404 for: the same screen as any unknown path.
const NotFoundPage = lazy(async () => ({ default: (await import('@/features/site/components/not-found-page')).NotFoundPage }));

// Only these tabs show prices: the others open with four requests (session, units, reservations,
// referral code and stats).
const TABS_WITH_PRICES: ReadonlySet<DashboardTab> = new Set(['unidades', 'financiamiento', 'avance']);

function Dashboard({ session, tab, tabInUrl }: { session: InvestorSessionResponse; tab: DashboardTab; tabInUrl: boolean }) {
  const navigate = useNavigate();
  // Units blocked, reserved or sold by others show on every tab and in the open unit dialog.
  useLiveUnits(INVESTOR_LIVE_UNITS);
  const units = useUnits();
  const reservations = useMyReservations();
  const productTypes = useQuery({ ...getActiveProductTypesQueryOptions(), enabled: TABS_WITH_PRICES.has(tab) });
  const referral = useMyReferralCode();

  return (
    <>
      <InvestorHeader investor={session.investor} referralCode={referral.data?.referralCode} onSignedOut={() => navigate('/investors', { replace: true })} />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <DashboardPage
          investorName={session.investor.name}
          tab={tab}
          tabInUrl={tabInUrl}
          units={units}
          reservations={reservations}
          productTypes={productTypes}
          referral={referral}
          garageList={
            <>
              <MyPartnerPlans />
              <MyReservations />
            </>
          }
          unitMap={<UnitMapButton />}
          financingCalculator={<FinancingCalculator />}
          referralProgram={<ReferralProgram referral={referral} />}
        />
      </main>
      <PasswordSetupDialog open={session.needsPasswordSetup} />
      <ReservationPaymentReturn />
    </>
  );
}

/** /dashboard and /dashboard/{tab} (investor-portal.md §2.4): only for a signed-in investor; without a session, /investors. */
export function DashboardRoute() {
  const { tab } = useParams();

  if (tab !== undefined && !isDashboardTab(tab)) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }

  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <InvestorSessionGate>{(session) => <Dashboard session={session} tab={tab ?? DEFAULT_TAB} tabInUrl={tab !== undefined} />}</InvestorSessionGate>
    </div>
  );
}
