import { Link, NavLink } from 'react-router';
import type { LinkComponents } from './app-link';

/** The router's own links, for AppLink and AppNavLink wherever the app runs with the router (app.tsx, tests). */
export const ROUTER_LINKS: LinkComponents = { Link, NavLink };
