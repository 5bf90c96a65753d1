import { oneTimeLinkLifetimeLabel } from '@cdm/domain';
import { Link } from 'react-router';
import { DataRoomLink } from '@/lib/data-room';
import { buttonClassName } from '@/ui/button';
import { applicationTexts as t } from '../texts';

const homeLink = (
  <Link to="/" className={buttonClassName({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}>
    {t.done.home}
  </Link>
);

/** Step 5 after direct access: the set-up link went to the email typed; nothing here signs in. */
function CheckInboxPanel({ email }: { email: string }) {
  return (
    <div role="status" className="mt-6 grid gap-4">
      <p className="text-lg font-semibold text-white">{t.checkInbox.title}</p>
      <p className="text-sm text-zinc-200">{t.checkInbox.sent(email)}</p>
      <p className="text-sm text-zinc-300">{t.checkInbox.expiry(oneTimeLinkLifetimeLabel())}</p>
      <p className="text-sm text-zinc-300">{t.checkInbox.existing}</p>
      {homeLink}
    </div>
  );
}

function CompletedPanel({ canSeeDataRoom }: { canSeeDataRoom: boolean }) {
  return (
    <div role="status" className="mt-6 grid gap-4">
      <p className="text-lg font-semibold text-white">{t.done.title}</p>
      <p className="text-sm text-zinc-200">{t.done.review}</p>
      <p className="text-sm text-zinc-200">{t.done.email}</p>
      <p className="text-sm text-zinc-300">{t.done.deposit}</p>
      {/* The data room is for investor accounts: an applicant without one learns how they will get in. */}
      {canSeeDataRoom ? <DataRoomLink label={t.done.dataRoom} hint={t.done.dataRoomHint} /> : <p className="text-sm text-zinc-200">{t.done.dataRoomLater}</p>}
      {homeLink}
    </div>
  );
}

/** Step 5 of /aplicar: "Revisa tu correo" after direct access (decisions.md #21), else the board's review. */
export function ApplicationEndStep({ directAccessEmail, canSeeDataRoom }: { directAccessEmail: string | null; canSeeDataRoom: boolean }) {
  return directAccessEmail ? <CheckInboxPanel email={directAccessEmail} /> : <CompletedPanel canSeeDataRoom={canSeeDataRoom} />;
}
