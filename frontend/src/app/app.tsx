import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { LinkComponentsProvider } from '@/lib/navigation/app-link';
import { ROUTER_LINKS } from '@/lib/navigation/router-links';
import '../styles.css';

export type AppRouter = RouterProviderProps['router'];

/**
 * The whole app around a router: the browser's, or a memory router when a page is prerendered at
 * build time. `Providers` is AppProvider, or PrerenderedPageProvider for the prerendered pages.
 */
export function App({ router, Providers }: { router: AppRouter; Providers: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Providers>
        {/* The components shared with the landing link through the router here (lib/navigation/app-link). */}
        <LinkComponentsProvider components={ROUTER_LINKS}>
          <RouterProvider router={router} />
        </LinkComponentsProvider>
      </Providers>
    </StrictMode>
  );
}
