import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { dashboardTabPath } from '../dashboard-tabs';
import { heroTexts as t } from '../texts';

/** investor-portal.md §2.4 hero 'Bienvenido al Club' with its two ways into the tabs. */
export function DashboardHero({ name }: { name: string }) {
  return (
    <section aria-labelledby="welcome-title" className="relative overflow-hidden border-b border-white/10 bg-graphite-900">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.28),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.2em] text-race-300 uppercase">{t.eyebrow}</p>
        <h1 id="welcome-title" className="mt-3 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">
          {t.title(name)}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-zinc-300 sm:text-lg">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={dashboardTabPath('unidades')} preventScrollReset className={buttonClassName({ size: 'lg' })}>
            {t.toUnits}
          </Link>
          <Link to={dashboardTabPath('avance')} preventScrollReset className={buttonClassName({ size: 'lg', variant: 'outline' })}>
            {t.toProgress}
          </Link>
        </div>
      </div>
    </section>
  );
}
