import type { InvestorProfile } from '@cdm/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { notify } from '@/ui/toaster';
import { useInvestorSignOut } from '../api/investor-session';
import { investorHeaderTexts as t, profileTexts } from '../texts';
import { ProfileDialog } from './profile-dialog';

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}

/** investor-portal.md §2.4: sticky header of the dashboard with the product title, the profile button and Cerrar Sesión. */
export type InvestorHeaderProps = {
  investor: InvestorProfile;
  /** Shown in the profile dialog when known (the referrals context's code). */
  referralCode?: string | null;
  onSignedOut: () => void;
};

export function InvestorHeader({ investor, referralCode, onSignedOut }: InvestorHeaderProps) {
  const [profileOpen, setProfileOpen] = useState(false);
  const signOut = useInvestorSignOut();

  const onSignOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onSuccess: onSignedOut,
      onError: (cause) => {
        const error = asApiError(cause);
        if (error.status === 401) onSignedOut();
        else notify.error(t.signOutError, error.message);
      },
    });
  };

  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-graphite-950/90 backdrop-blur supports-[backdrop-filter]:bg-graphite-950/75">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Link to="/" className="min-w-0 rounded-md font-display text-base leading-tight font-bold tracking-wide text-white uppercase sm:text-xl">
          {t.brand}
        </Link>
        <div className="flex items-center gap-2">
          <Button variant="ghost" onClick={() => setProfileOpen(true)} aria-label={profileTexts.open(investor.name)} className="min-w-0 max-w-[11rem] sm:max-w-none">
            <UserIcon />
            <span className="truncate">{investor.name}</span>
          </Button>
          <Button variant="outline" onClick={onSignOut} disabled={signOut.isPending} className="whitespace-nowrap">
            {t.signOut}
          </Button>
        </div>
      </div>
      <ProfileDialog investor={investor} referralCode={referralCode} open={profileOpen} onOpenChange={setProfileOpen} />
    </header>
  );
}
