import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClassName } from '@/ui/button';
import { notFoundTexts as t } from '../texts';

export function NotFoundPage() {
  useDocumentTitle(t.documentTitle);

  return (
    <main lang="en" className="flex min-h-svh items-center justify-center bg-graphite-950 px-4 py-16 text-center">
      <div className="max-w-md">
        <p aria-hidden="true" className="font-display text-8xl leading-none font-bold text-race-400 [font-stretch:condensed] sm:text-9xl">
          {t.code}
        </p>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-white sm:text-4xl">{t.title}</h1>
        <p className="mt-4 text-base text-zinc-300">{t.body}</p>
        <Link to="/" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          {t.home}
        </Link>
      </div>
    </main>
  );
}
