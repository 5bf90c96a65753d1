import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first lazy route loads. */
export function RootFallback() {
  return <div aria-hidden="true" className="min-h-svh bg-graphite-950" />;
}
