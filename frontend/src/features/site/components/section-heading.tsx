import { clsx } from 'clsx';

export type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  className?: string;
};

export function SectionHeading({ id, eyebrow, title, lead, className }: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', className)}>
      <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-race-400 uppercase sm:text-sm">
        <span aria-hidden="true" className="h-0.5 w-8 bg-race-500" />
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-4 font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white uppercase [font-stretch:condensed] sm:text-4xl lg:text-5xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base leading-relaxed text-zinc-300 sm:text-lg">{lead}</p> : null}
    </div>
  );
}
