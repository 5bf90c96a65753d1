import { useEndStaffSessionOnUnauthorized } from '@/features/identity/api/staff-session';
import { StaffGate } from '@/features/identity/components/staff-gate';
import { EmailPreviewPage } from '@/features/notifications/components/email-preview-page';

/** /email-preview (investor-portal.md §2.7): staff only. */
export function EmailPreviewRoute() {
  useEndStaffSessionOnUnauthorized();
  return <StaffGate>{(staff) => <EmailPreviewPage defaultEmail={staff.email} />}</StaffGate>;
}
