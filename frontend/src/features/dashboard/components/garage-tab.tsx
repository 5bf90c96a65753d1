import type { MyReservation } from '@cdm/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { EmptyState } from '@/ui/states';
import { dashboardTabPath } from '../dashboard-tabs';
import type { Remote } from '../figures';
import { dashboardTexts, garageTexts as t } from '../texts';
import { TabSection } from './tab-section';

/**
 * investor-portal.md §2.4 garage: the investor's reserved units with their status, plan and next step. The list
 * itself (with its loading and error states and the deposit payment) belongs to reservations and
 * comes from the app layer; an empty garage leads to the units.
 */
export function GarageTab({ reservations, children }: { reservations: Remote<MyReservation[]>; children: ReactNode }) {
  const empty = reservations.data !== undefined && reservations.data.length === 0;
  return (
    <TabSection id="garage" title={t.heading} lead={t.lead}>
      {empty ? (
        <div className="rounded-xl border border-dashed border-graphite-600">
          <EmptyState title={t.empty}>
            <p>{t.emptyHint}</p>
            <Link to={dashboardTabPath('unidades')} preventScrollReset className={buttonClassName({ className: 'mt-5' })}>
              {dashboardTexts.toUnits}
            </Link>
          </EmptyState>
        </div>
      ) : (
        children
      )}
    </TabSection>
  );
}
