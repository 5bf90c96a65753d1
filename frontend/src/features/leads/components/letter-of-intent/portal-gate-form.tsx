import { PasswordGateCard, PasswordGateForm } from '@/ui/password-gate-form';
import { notify } from '@/ui/toaster';
import { useUnlockPortal } from '../../api/letter-of-intent';
import { letterOfIntentTexts } from '../../texts';

const t = letterOfIntentTexts.gate;

/** Stage 1 of the partners' portal (public-site.md §2.5, §5, §6): the server checks the shared password. */
export function PortalGateForm() {
  const unlock = useUnlockPortal();

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <PasswordGateCard titleId="portal-gate-title" title={t.title} description={t.description}>
        <PasswordGateForm
          texts={t}
          unlock={(password) => unlock.mutateAsync({ password })}
          isPending={unlock.isPending}
          onUnlocked={() => notify.success(t.grantedTitle, t.grantedDescription)}
        />
      </PasswordGateCard>
    </div>
  );
}
