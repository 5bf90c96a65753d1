import '../../styles.css';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureCampaignParams } from '@/lib/attribution';
import { PagePathProvider } from '@/lib/navigation/app-link';
import { PublicFrame } from '../layouts/public-frame';
import { withHydratedSignal } from './hydrated-signal';
import { PAGE_HYDRATED_EVENT, type PrerenderedPage } from './pages';
import { PrerenderedPageProvider } from './prerendered-page-provider';

// A prerendered page without the router (`standalone` in pages.ts, decisions.md #68): react-router
// and the route table stay out of its JavaScript. Its links are plain anchors (lib/navigation), so
// going to another page loads that page, prerendered too for the public ones.

/** The tree of a standalone page: rendered at build time (render-page.tsx) and hydrated in the browser, the same. */
export function StandalonePage({ path, Screen }: { path: string; Screen: ComponentType }) {
  return (
    <StrictMode>
      <PrerenderedPageProvider>
        <PagePathProvider path={path}>
          <PublicFrame>
            <Screen />
          </PublicFrame>
        </PagePathProvider>
      </PrerenderedPageProvider>
    </StrictMode>
  );
}

/** Called by the build entry of a standalone page: hydrates it when the boot script loaded it (nothing in tests). */
export function startStandalonePage(page: PrerenderedPage, Component: ComponentType): void {
  if (typeof document === 'undefined') return;
  const boot = document.querySelector<HTMLScriptElement>('script[data-boot]');
  const container = document.getElementById('root');
  if (!boot || !container || boot.dataset['page'] !== page || boot.dataset['started'] !== undefined) return;
  boot.dataset['started'] = '';
  captureCampaignParams();
  // boot.ts holds the clicks until the screen has hydrated.
  const Screen = withHydratedSignal(Component, () => window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT)));
  // At transition priority the hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(container, <StandalonePage path={window.location.pathname} Screen={Screen} />);
  });
}
