import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useInvestorSession } from '@/features/identity/api/investor-session';
import { InvestorLoginModal } from '@/features/identity/components/investor-login-modal';
import { PasswordRecoveryModal } from '@/features/identity/components/password-recovery-modal';
import { returnPathAfterSignIn } from '@/features/identity/return-path';
import { investorPortalTexts as t } from '@/features/identity/texts';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /investors (investor-portal.md §2.2): with a session, to the page that sent the person here or the dashboard; else the login modal; closing it goes home. */
export function InvestorsRoute() {
  useDocumentTitle(t.documentTitle);
  const navigate = useNavigate();
  const returnPath = returnPathAfterSignIn(useLocation().state);
  const session = useInvestorSession();
  const [mode, setMode] = useState<'login' | 'recovery'>('login');

  if (session.data) return <Navigate to={returnPath} replace />;

  // The login shows at once, also while the session is checked (it is in the prerendered HTML):
  // a visitor who is signed in already goes on as soon as the check answers. A failed
  // check (no network) is treated as no session: the login says what went wrong.
  return (
    <section aria-labelledby="investors-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 id="investors-title" className="font-display text-3xl font-bold tracking-tight text-white uppercase sm:text-5xl">
        {t.title}
      </h1>
      <p className="mt-4 max-w-2xl text-base text-zinc-300 sm:text-lg">{t.lead}</p>
      <div aria-hidden="true" className="min-h-[50svh]" />
      <InvestorLoginModal
        open={mode === 'login'}
        onOpenChange={(open) => (open ? undefined : navigate('/'))}
        onForgotPassword={() => setMode('recovery')}
        onSignedIn={() => navigate(returnPath, { replace: true })}
      />
      <PasswordRecoveryModal
        open={mode === 'recovery'}
        onOpenChange={(open) => (open ? undefined : setMode('login'))}
        onBackToLogin={() => setMode('login')}
      />
    </section>
  );
}
