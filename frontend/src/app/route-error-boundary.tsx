import { isRouteErrorResponse, useRouteError } from 'react-router';
import { env } from '@/env';
import { Button, buttonClassName } from '@/ui/button';

const texts = {
  title: 'Algo salió mal',
  body: 'Ocurrió un error inesperado al mostrar esta página. Recárgala o vuelve al inicio.',
  reload: 'Recargar página',
  home: 'Ir al inicio',
} as const;

export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';

  return (
    <main role="alert" className="flex min-h-svh items-center justify-center bg-graphite-950 px-4 py-16 text-center">
      <div className="max-w-md">
        <h1 className="font-display text-3xl font-bold tracking-tight text-white uppercase sm:text-4xl">{texts.title}</h1>
        <p className="mt-4 text-base text-zinc-300">{texts.body}</p>
        {!env.isProduction && detail ? <pre className="mt-4 overflow-x-auto text-left text-xs text-zinc-400">{detail}</pre> : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            {texts.reload}
          </Button>
          {/* A full load, not a client navigation: the router itself may be what failed. */}
          <a href="/" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {texts.home}
          </a>
        </div>
      </div>
    </main>
  );
}
