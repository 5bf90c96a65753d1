import type { LetterOfIntentResponse } from '@cdm/contracts';
import { downloadBlob } from '@/lib/download';
import { Button, buttonClassName } from '@/ui/button';
import { letterOfIntentTexts } from '../../texts';

const t = letterOfIntentTexts.letter;

/** The letter as the API serves it, with its text download and the mediator's ID. */
export function LetterDocument({ letter }: { letter: LetterOfIntentResponse }) {
  // The exact text the server records as accepted, saved as it is (public-site.md §7: generated locally).
  const download = () => downloadBlob(letter.fileName, new Blob([letter.text], { type: 'text/plain;charset=utf-8' }));

  return (
    <article aria-labelledby="letter-title" className="rounded-xl border border-graphite-700 bg-graphite-900 p-5 sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-graphite-700 pb-5">
        <div className="min-w-0">
          <h1 id="letter-title" className="font-display text-2xl font-bold tracking-tight text-white uppercase sm:text-3xl">
            {letter.title}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t.version(letter.version)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={download}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t.download}
          </Button>
          <a href={letter.mediatorIdDocumentUrl} download className={buttonClassName({ variant: 'ghost' })}>
            {t.mediatorId}
          </a>
        </div>
      </header>
      <div className="mt-6 grid gap-3 text-[15px] leading-relaxed text-zinc-200">
        {letter.introduction.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {letter.sections.map((section) => (
        <section key={section.id} aria-labelledby={`letter-${section.id}`} className="mt-7">
          <h2 id={`letter-${section.id}`} className="font-display text-lg font-bold tracking-wide text-white uppercase">
            {section.heading}
          </h2>
          <div className="mt-3 grid gap-3 text-[15px] leading-relaxed text-zinc-200">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
