import { useCallback, useEffect, useRef, useState } from 'react';
import { slideIndexForKey, slideIndexFromScroll, slideStepOfKey } from '../utils/slide-navigation';

// A programmatic scroll that never reaches its slide (the person scrolls the other way) stops waiting after this.
const PROGRAMMATIC_SCROLL_MS = 1500;

function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A slide taller than the screen (a narrow phone, opened details) still has content that way. */
function canScrollWithin(slide: HTMLElement, step: -1 | 1): boolean {
  if (step > 0) return slide.scrollTop + slide.clientHeight < slide.scrollHeight - 1;
  return slide.scrollTop > 1;
}

/**
 * The current slide of a deck of full-screen slides in one scroll container: scrolling sets it
 * (one slide per viewport height), the side dots and the up/down keys move to a slide.
 */
export function useSlideNavigation(slideCount: number) {
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  const containerRef = useRef<HTMLElement>(null);
  const dotsRef = useRef<HTMLElement>(null);
  const slides = useRef<Array<HTMLElement | null>>([]);
  const headings = useRef<Array<HTMLElement | null>>([]);
  // While a dot or a key scrolls to a slide, the slides passed on the way do not become current.
  const target = useRef<{ index: number; timer: number } | null>(null);
  const frame = useRef<number | null>(null);

  const show = useCallback((index: number) => {
    currentRef.current = index;
    setCurrent(index);
  }, []);

  const clearTarget = useCallback(() => {
    if (target.current) window.clearTimeout(target.current.timer);
    target.current = null;
  }, []);

  const readScroll = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const index = slideIndexFromScroll(container.scrollTop, container.clientHeight, slideCount);
    if (target.current && target.current.index !== index) return;
    clearTarget();
    if (index !== currentRef.current) show(index);
  }, [clearTarget, show, slideCount]);

  const goTo = useCallback(
    (index: number, { focus = false }: { focus?: boolean } = {}) => {
      const container = containerRef.current;
      if (!container || index < 0 || index >= slideCount) return;
      clearTarget();
      const timer = window.setTimeout(() => {
        target.current = null;
        readScroll();
      }, PROGRAMMATIC_SCROLL_MS);
      target.current = { index, timer };
      show(index);
      container.scrollTo({ top: index * container.clientHeight, behavior: scrollBehavior() });
      // Tab goes on from the slide shown, and a screen reader reads its title.
      if (focus) headings.current[index]?.focus({ preventScroll: true });
    },
    [clearTarget, readScroll, show, slideCount],
  );

  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = window.requestAnimationFrame(() => {
      frame.current = null;
      readScroll();
    });
  }, [readScroll]);

  // The end of a scroll the person interrupted: the slide where it stopped is current.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onScrollEnd = () => {
      clearTarget();
      readScroll();
    };
    container.addEventListener('scrollend', onScrollEnd);
    return () => container.removeEventListener('scrollend', onScrollEnd);
  }, [clearTarget, readScroll]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditable(event.target)) return;
      const step = slideStepOfKey(event.key);
      if (step === 0) return;
      event.preventDefault();
      const slide = slides.current[currentRef.current];
      if (slide && canScrollWithin(slide, step)) {
        slide.scrollBy({ top: step * Math.round(slide.clientHeight * 0.8), behavior: scrollBehavior() });
        return;
      }
      const next = slideIndexForKey(event.key, currentRef.current, slideCount);
      if (next === null) return;
      const onDots = dotsRef.current?.contains(document.activeElement) ?? false;
      goTo(next, { focus: !onDots });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [goTo, slideCount]);

  useEffect(
    () => () => {
      clearTarget();
      if (frame.current !== null) window.cancelAnimationFrame(frame.current);
    },
    [clearTarget],
  );

  const slideRef = useCallback((index: number) => (node: HTMLElement | null) => void (slides.current[index] = node), []);
  const headingRef = useCallback((index: number) => (node: HTMLElement | null) => void (headings.current[index] = node), []);

  return { current, goTo, onScroll, containerRef, dotsRef, slideRef, headingRef };
}
