import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClassName } from '@/ui/button';
import { PageLoading } from '@/ui/states';
import { useRedeemSetupLink } from '../api/investor-session';
import { activationTexts as t } from '../texts';

/** /investors/activar/:token: redeems the emailed set-up link (it signs the browser in), then the dashboard. */
export function ActivateAccountPage({ token }: { token: string | undefined }) {
  useDocumentTitle(t.documentTitle);
  const navigate = useNavigate();
  const redeem = useRedeemSetupLink();
  const { mutate } = redeem;
  // The link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate(token, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  }, [token, mutate, navigate]);

  if (token && !redeem.isError) return <PageLoading label={t.loading} />;

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <section role="alert" aria-labelledby="activation-error-title" className="w-full max-w-md rounded-xl border border-graphite-700 bg-graphite-900 p-6 sm:p-8">
        <h1 id="activation-error-title" className="font-display text-2xl font-bold text-white">
          {t.errorTitle}
        </h1>
        <p className="mt-3 text-sm text-zinc-300">{t.errorBody}</p>
        <Link to="/investors" className={buttonClassName({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}>
          {t.goToPortal}
        </Link>
      </section>
    </div>
  );
}
