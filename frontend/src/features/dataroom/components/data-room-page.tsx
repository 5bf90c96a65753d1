import type { DataRoomDocument } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { buttonClassName } from '@/ui/button';
import { Input } from '@/ui/form-field';
import { EmptyState, ErrorState, PageLoading } from '@/ui/states';
import { useDataRoom } from '../api/get-data-room';
import { dataRoomTexts as t, fileKindLabel, formatFileSize } from '../texts';

const ALL = '';

/** Accents and case do not matter when searching ('planos' finds 'Planos', 'auditoria' finds 'Auditoría'). */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-MX');

function matches(document: DataRoomDocument, term: string): boolean {
  if (term === '') return true;
  return normalized(`${document.title} ${document.folder} ${document.description}`).includes(term);
}

function FolderIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-race-300" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2V7z" strokeLinejoin="round" />
    </svg>
  );
}

function DocumentCard({ document }: { document: DataRoomDocument }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-graphite-700 bg-graphite-900 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-balance text-white">{document.title}</h3>
        {document.description ? <p className="mt-1 text-sm text-zinc-300">{document.description}</p> : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-400">
          <span>{fileKindLabel(document.contentType)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatFileSize(document.sizeBytes)}</span>
          <span aria-hidden="true">·</span>
          <span>{t.updated(formatDate(document.updatedAt))}</span>
          <span aria-hidden="true">·</span>
          <span>{t.version(document.version)}</span>
          {document.watermarked ? <Badge tone="warning">{t.watermarked}</Badge> : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {document.viewable ? (
          // A new tab: the file opens in the browser (Content-Disposition inline) and the page stays.
          <a href={document.viewUrl} target="_blank" rel="noopener" aria-label={t.viewLabel(document.title)} className={buttonClassName({ variant: 'outline' })}>
            {t.view}
          </a>
        ) : null}
        <a href={document.downloadUrl} download aria-label={t.downloadLabel(document.title)} className={buttonClassName()}>
          {t.download}
        </a>
      </div>
    </li>
  );
}

export type DataRoomPageProps = {
  /** The session ended while the page was open (401): the app layer sends the person to sign in again. */
  onSignedOut?: () => void;
};

/** /data-room: the documents this investor may open, by folder, with a search; the rest counted, with what to do. */
export function DataRoomPage({ onSignedOut }: DataRoomPageProps) {
  const searchId = useId();
  const dataRoom = useDataRoom();
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState(ALL);
  const unauthorized = dataRoom.error instanceof ApiError && dataRoom.error.status === 401;

  useEffect(() => {
    if (unauthorized) onSignedOut?.();
  }, [unauthorized, onSignedOut]);

  const documents = useMemo(() => dataRoom.data?.documents ?? [], [dataRoom.data]);
  const folders = useMemo(() => {
    const counts = new Map<string, number>();
    for (const document of documents) counts.set(document.folder, (counts.get(document.folder) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b, 'es-MX'));
  }, [documents]);
  const term = normalized(search.trim());
  const shown = documents.filter((document) => (folder === ALL || document.folder === folder) && matches(document, term));
  const groups = folders.map(([name]) => [name, shown.filter((document) => document.folder === name)] as const).filter(([, list]) => list.length > 0);

  if (dataRoom.isPending) return <PageLoading label={t.loading} />;
  if (dataRoom.isError) return unauthorized ? <PageLoading label={t.loading} /> : <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void dataRoom.refetch()} />;
  const { restrictedCount } = dataRoom.data;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-xs font-semibold tracking-[0.2em] text-race-300 uppercase">{t.eyebrow}</p>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-white sm:text-5xl">{t.title}</h1>
        <p className="mt-4 max-w-2xl text-base text-zinc-300">{t.intro}</p>
        <Link to="/dashboard" className="mt-4 inline-block font-semibold text-race-300 underline-offset-4 hover:underline">
          {t.backToPortal}
        </Link>
      </header>

      {restrictedCount > 0 ? (
        <section aria-labelledby="restricted-title" className="rounded-xl border border-amber-400/40 bg-amber-500/10 p-4 sm:p-5">
          <h2 id="restricted-title" className="font-semibold text-white">
            {t.restrictedTitle}
          </h2>
          <p className="mt-1 text-sm text-amber-100">{t.restricted(restrictedCount)}</p>
          <Link to="/dashboard" className={buttonClassName({ variant: 'outline', className: 'mt-3' })}>
            {t.chooseUnit}
          </Link>
        </section>
      ) : null}

      {documents.length === 0 ? (
        <div className="rounded-xl border border-graphite-700 bg-graphite-900">
          <EmptyState title={t.empty}>{t.emptyHint}</EmptyState>
        </div>
      ) : (
        <>
          <div className="grid gap-4">
            <div className="max-w-md">
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-zinc-100">
                {t.search}
              </label>
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
              />
            </div>
            <div role="group" aria-label={t.foldersLabel} className="flex flex-wrap gap-2">
              {[[ALL, documents.length] as const, ...folders].map(([name, count]) => (
                <button
                  key={name || 'all'}
                  type="button"
                  aria-pressed={folder === name}
                  onClick={() => setFolder(name)}
                  className={clsx(
                    'min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none',
                    folder === name ? 'border-race-500 bg-race-600 text-white' : 'border-graphite-600 bg-graphite-900 text-zinc-200 hover:border-white/60',
                  )}
                >
                  {t.folderCount(name || t.allFolders, count)}
                </button>
              ))}
            </div>
          </div>

          <section aria-label={t.documentsLabel} className="grid gap-8">
            {groups.map(([name, list]) => (
              <div key={name}>
                <h2 className="flex items-center gap-2 font-display text-xl font-bold tracking-tight text-white uppercase">
                  <FolderIcon />
                  {name}
                </h2>
                <ul className="mt-3 grid gap-3">
                  {list.map((document) => (
                    <DocumentCard key={document.id} document={document} />
                  ))}
                </ul>
              </div>
            ))}
            {groups.length === 0 ? (
              <div className="rounded-xl border border-graphite-700 bg-graphite-900">
                <EmptyState title={t.noResults(search.trim())}>
                  <button type="button" onClick={() => setSearch('')} className="font-semibold text-race-300 underline-offset-4 hover:underline">
                    {t.clearSearch}
                  </button>
                </EmptyState>
              </div>
            ) : null}
          </section>
        </>
      )}

      <p className="text-xs text-zinc-400">{t.recordedNotice}</p>
    </div>
  );
}
