import type { StaffMember } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { FunnelTab } from '@/features/analytics/components/funnel-tab';
import { ApplicationsTab } from '@/features/applications/components/applications-tab';
import { StaffContractsTab } from '@/features/contracts/components/staff-contracts-tab';
import { AuditLogTab } from '@/features/audit/components/audit-log-tab';
import { DataRoomTab } from '@/features/dataroom/components/data-room-tab';
import { useEndStaffSessionOnUnauthorized, useStaffSignOut } from '@/features/identity/api/staff-session';
import { StaffAccountsTab } from '@/features/identity/components/staff-accounts-tab';
import { StaffGate } from '@/features/identity/components/staff-gate';
import { staffRoleLabel } from '@/features/identity/texts';
import { InventoryTab } from '@/features/inventory/components/inventory-tab';
import { ProductsTab } from '@/features/inventory/components/products-tab';
import { InformationRequestsTab } from '@/features/leads/components/information-requests-tab';
import { LetterSubmissionsTab } from '@/features/leads/components/letter-submissions-tab';
import { PresentationBookingsTab } from '@/features/leads/components/presentation-bookings-tab';
import { EmailLogTab } from '@/features/notifications/components/email-log-tab';
import { PartnersTab } from '@/features/partners/components/partners-tab';
import { ReconciliationTab } from '@/features/reconciliation/components/reconciliation-tab';
import { SalesTab } from '@/features/partners/components/sales-tab';
import { ReferralsTab } from '@/features/referrals/components/staff/referrals-tab';
import { ReservationsTab } from '@/features/reservations/components/staff/reservations-tab';
import { asApiError } from '@/lib/api-client';
import { buildCsv, csvFileName, downloadCsv, type CsvTable } from '@/lib/csv';
import { mexicoCityIsoDate } from '@/lib/format';
import { useLiveUnits } from '@/lib/live-units';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClassName } from '@/ui/button';
import { ExplainedDisabledButton } from '@/ui/explained-disabled-button';
import { notify } from '@/ui/toaster';
import { STAFF_LIVE_UNITS } from '../live-units';
import { adminShellTexts as t } from '../texts';

type Tab = { path: string; label: string };

function tabsFor(staff: StaffMember): Tab[] {
  return [
    { path: 'cartas', label: t.tabs.letterSubmissions },
    { path: 'solicitudes', label: t.tabs.informationRequests },
    { path: 'aplicaciones', label: t.tabs.applications },
    { path: 'presentaciones', label: t.tabs.presentations },
    { path: 'reservas', label: t.tabs.reservations },
    { path: 'inventario', label: t.tabs.inventory },
    { path: 'productos', label: t.tabs.products },
    { path: 'socios', label: t.tabs.partners },
    { path: 'ventas', label: t.tabs.sales },
    { path: 'embudo', label: t.tabs.funnel },
    { path: 'conciliacion', label: t.tabs.reconciliation },
    { path: 'actividad', label: t.tabs.activity },
    { path: 'correos', label: t.tabs.emails },
    { path: 'data-room', label: t.tabs.dataRoom },
    { path: 'referidos', label: t.tabs.referrals },
    ...(staff.role === 'admin' ? [{ path: 'contratos', label: t.tabs.contracts }] : []),
    ...(staff.role === 'admin' ? [{ path: 'personal', label: t.tabs.staff }] : []),
  ];
}

const downloadIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A tab whose figures follow unit statuses: kept current by the stream while it is shown. */
function WithLiveUnits({ children }: { children: ReactNode }) {
  useLiveUnits(STAFF_LIVE_UNITS);
  return children;
}

function AdminShell({ staff }: { staff: StaffMember }) {
  const [csv, setCsv] = useState<CsvTable | null>(null);
  const signOut = useStaffSignOut();
  const tabs = tabsFor(staff);
  const canDownload = csv !== null && csv.rows.length > 0;
  const csvReasonId = useId();

  const download = () => {
    if (!csv) return;
    downloadCsv(csvFileName(csv.name, mexicoCityIsoDate()), buildCsv(csv.columns, csv.rows));
  };

  const onSignOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onError: (cause) => {
        const error = asApiError(cause);
        if (error.status !== 401) notify.error(t.signOutError, error.message);
      },
    });
  };

  return (
    <div className="flex min-h-svh flex-col bg-graphite-950">
      <header className="border-b border-white/10 bg-graphite-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <p className="font-display text-xs font-bold tracking-[0.2em] text-race-300 uppercase">{t.brand}</p>
            <h1 className="font-display text-xl font-bold tracking-tight text-white uppercase sm:text-2xl">{t.title}</h1>
            <p className="text-sm text-zinc-300">
              <span className="sr-only">{t.signedInAs} </span>
              <span className="font-semibold text-white">{staff.name}</span> · {staffRoleLabel(staff.role)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/email-preview" className={buttonClassName({ variant: 'ghost' })}>
              {t.emailPreview}
            </Link>
            {canDownload ? (
              <Button variant="outline" onClick={download}>
                {downloadIcon}
                {t.downloadCsv}
              </Button>
            ) : (
              // Focusable with its reason, not only a title: keyboard and screen-reader users learn why too.
              <ExplainedDisabledButton reason={t.downloadCsvUnavailable} reasonId={csvReasonId}>
                {downloadIcon}
                {t.downloadCsv}
              </ExplainedDisabledButton>
            )}
            <p id={csvReasonId} hidden>
              {t.downloadCsvUnavailable}
            </p>
            <Button onClick={onSignOut} disabled={signOut.isPending}>
              {signOut.isPending ? t.signingOut : t.signOut}
            </Button>
          </div>
        </div>
        <nav aria-label={t.tabsLabel} className="mx-auto max-w-7xl px-2 sm:px-4">
          <ul className="-mb-px flex gap-1 overflow-x-auto">
            {tabs.map((tab) => (
              <li key={tab.path} className="shrink-0">
                <NavLink
                  to={`/admin/${tab.path}`}
                  className={({ isActive }) =>
                    clsx(
                      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none',
                      isActive ? 'border-race-500 text-white' : 'border-transparent text-zinc-300 hover:border-white/40 hover:text-white',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
        <Routes>
          <Route index element={<Navigate to="solicitudes" replace />} />
          <Route path="cartas" element={<LetterSubmissionsTab canDelete={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route path="solicitudes" element={<InformationRequestsTab onExportChange={setCsv} />} />
          <Route path="aplicaciones" element={<ApplicationsTab canRefund={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route path="presentaciones" element={<PresentationBookingsTab canRefund={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route path="reservas" element={<WithLiveUnits><ReservationsTab canRefund={staff.role === 'admin'} onExportChange={setCsv} /></WithLiveUnits>} />
          <Route path="inventario" element={<WithLiveUnits><InventoryTab onExportChange={setCsv} /></WithLiveUnits>} />
          <Route path="productos" element={<WithLiveUnits><ProductsTab canEdit={staff.role === 'admin'} onExportChange={setCsv} /></WithLiveUnits>} />
          <Route path="socios" element={<PartnersTab onExportChange={setCsv} />} />
          <Route path="ventas" element={<SalesTab onExportChange={setCsv} />} />
          <Route path="embudo" element={<FunnelTab onExportChange={setCsv} />} />
          <Route path="conciliacion" element={<ReconciliationTab canUndo={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route path="actividad" element={<AuditLogTab onExportChange={setCsv} />} />
          <Route path="correos" element={<EmailLogTab onExportChange={setCsv} />} />
          <Route path="data-room" element={<DataRoomTab canEdit={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route path="referidos" element={<ReferralsTab canAdjust={staff.role === 'admin'} onExportChange={setCsv} />} />
          <Route
            path="contratos"
            element={staff.role === 'admin' ? <StaffContractsTab onExportChange={setCsv} /> : <Navigate to="/admin/solicitudes" replace />}
          />
          <Route
            path="personal"
            element={staff.role === 'admin' ? <StaffAccountsTab currentStaffId={staff.id} onExportChange={setCsv} /> : <Navigate to="/admin/solicitudes" replace />}
          />
          <Route path="*" element={<Navigate to="/admin/solicitudes" replace />} />
        </Routes>
      </main>
    </div>
  );
}

/** /admin and its tabs (investor-portal.md §2.6): the staff sign-in card, then the panel. */
export function AdminRoute() {
  useDocumentTitle(t.documentTitle);
  useEndStaffSessionOnUnauthorized();
  return <StaffGate>{(staff) => <AdminShell staff={staff} />}</StaffGate>;
}
