import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

// Links of the components that the landing shows, without importing react-router: the landing
// hydrates without the router (decisions.md #68), so its links are plain anchors there (a full page
// load, the next public page is prerendered), and the router's own Link and NavLink everywhere else
// (app.tsx provides them). Both render the same <a href>.

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };
export type AppNavLinkProps = Omit<AppLinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

export interface LinkComponents {
  Link: ComponentType<AppLinkProps>;
  NavLink: ComponentType<AppNavLinkProps>;
}

const LinkComponentsContext = createContext<LinkComponents | null>(null);
// The path of the page, for NavLink's active state where there is no router.
const PagePathContext = createContext<string>('/');

export function LinkComponentsProvider({ components, children }: { components: LinkComponents; children: ReactNode }) {
  return <LinkComponentsContext.Provider value={components}>{children}</LinkComponentsContext.Provider>;
}

/** Where there is no router: plain anchors, NavLink active for this path (and the paths under it, as the router's). */
export function PagePathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

export function AppLink({ to, ...rest }: AppLinkProps) {
  const components = useContext(LinkComponentsContext);
  if (components) return <components.Link to={to} {...rest} />;
  return <a href={to} {...rest} />;
}

export function AppNavLink({ to, className, ...rest }: AppNavLinkProps) {
  const components = useContext(LinkComponentsContext);
  const path = useContext(PagePathContext);
  if (components) return <components.NavLink to={to} className={className} {...rest} />;
  const isActive = path === to || path.startsWith(to.endsWith('/') ? to : `${to}/`);
  return <a href={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...rest} />;
}
