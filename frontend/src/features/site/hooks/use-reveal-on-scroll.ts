import { useEffect, useRef } from 'react';

/**
 * A section below the fold rises in (0.7 s) the first time it scrolls into view. Without
 * IntersectionObserver, under prefers-reduced-motion or already in view, nothing is hidden:
 * the attribute is only set from here, so the content never depends on this script.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver !== 'function' || typeof window.matchMedia !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (node.getBoundingClientRect().top < window.innerHeight) return;

    node.dataset['reveal'] = 'hidden';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        node.dataset['reveal'] = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      delete node.dataset['reveal'];
    };
  }, []);

  return ref;
}

/** Classes that go with useRevealOnScroll. */
export const revealClassName =
  'data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:animate-rise-in motion-reduce:animate-none';
