import { clsx } from 'clsx';
import { revealClassName, useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import { landingTexts } from '../landing-texts';
import { SectionHeading } from './section-heading';

const t = landingTexts.gallery;

// Original illustrations (tools/make-gallery-art.mjs), served from frontend/public/images.
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

export function GallerySection() {
  const revealRef = useRevealOnScroll<HTMLDivElement>();

  return (
    <section aria-labelledby="gallery-title" className="border-y border-white/10 bg-graphite-900">
      <div ref={revealRef} className={clsx('mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24', revealClassName)}>
        <SectionHeading id="gallery-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {t.images.map((image) => (
            <li key={image.key}>
              <figure className="group overflow-hidden rounded-xl border border-graphite-700 bg-graphite-800">
                <div className="overflow-hidden">
                  {/* A vector drawing: one file serves every width, so there is no srcset. */}
                  <img
                    src={`/images/${image.key}.svg`}
                    alt={image.alt}
                    width={IMAGE_WIDTH}
                    height={IMAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  />
                </div>
                <figcaption className="px-4 py-3 text-sm font-semibold tracking-wide text-zinc-200 uppercase">{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
