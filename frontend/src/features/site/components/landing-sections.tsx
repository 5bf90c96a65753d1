import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { GallerySection } from './gallery-section';
import { HighlightsSection } from './highlights-section';

/** Everything below the stat cards: out of the view on arrival, so it may load after the hero. */
export function LandingSections() {
  return (
    <>
      <HighlightsSection />
      <GallerySection />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
