import { AppLink, AppNavLink } from '@/lib/navigation/app-link';
import { clsx } from 'clsx';
import { siteTexts as t } from '../texts';
import { BrandMark } from './brand-mark';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-graphite-950/90 backdrop-blur supports-[backdrop-filter]:bg-graphite-950/75">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-graphite-950"
      >
        {t.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <AppLink to="/" className="flex min-w-0 items-center gap-2.5 rounded-md text-white">
          <BrandMark className="size-8 shrink-0" />
          <span className="font-display text-[15px] leading-tight font-bold tracking-wide uppercase min-[400px]:text-lg sm:text-xl">{t.brand}</span>
        </AppLink>
        <nav aria-label={t.nav.label}>
          <ul className="flex items-center gap-1">
            <li>
              <AppNavLink
                to="/investors"
                className={({ isActive }) =>
                  clsx(
                    'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold tracking-wide uppercase transition-colors motion-reduce:transition-none',
                    isActive ? 'text-race-400' : 'text-zinc-200 hover:bg-white/10 hover:text-white',
                  )
                }
              >
                {t.nav.partners}
              </AppNavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
