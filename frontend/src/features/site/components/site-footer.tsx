import { useHydrated } from '@/lib/use-hydrated';
import { siteTexts as t } from '../texts';
import { BrandMark } from './brand-mark';

export function SiteFooter() {
  // The year of the visit, not of the build that prerendered the page.
  const hydrated = useHydrated();
  return (
    <footer className="border-t border-white/10 bg-graphite-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="max-w-md">
          <p className="flex items-center gap-2 font-display text-lg font-bold tracking-wide text-white uppercase">
            <BrandMark className="size-6" />
            {t.brand}
          </p>
          <p className="mt-2 text-sm text-zinc-400">{t.footer.tagline}</p>
        </div>
        <p className="text-sm text-zinc-400">{hydrated ? t.footer.rights(new Date().getFullYear()) : null}</p>
      </div>
    </footer>
  );
}
