/**
 * The one script that a prerendered page loads at first (async, from its <head>; tools/prerender.mjs
 * writes this function's text to a file of its own, so keep it self-contained). The page shows
 * from its HTML alone, so its scripts start only once the browser has painted it: their download
 * and run never delay the first paint. Meanwhile, clicks on links and buttons are held, and given
 * to React once the page has hydrated (`hydratedEvent` on window).
 */
export function boot(hydratedEvent: string): void {
  const element = document.currentScript;
  if (!(element instanceof HTMLScriptElement)) return;
  const { entry = '', preload = '' } = element.dataset;

  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Links the app would not handle itself go as usual.
    if (target instanceof HTMLAnchorElement && (target.origin !== window.location.origin || target.target === '_blank' || target.hasAttribute('download'))) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  // Until then React does not see the presses and focus changes that come before a click either:
  // one of them reaching a page still hydrating makes React finish the hydration at once, and the
  // click that follows it was then lost. Their default actions (focus, typing) still happen.
  const unseen = (event: Event) => event.stopPropagation();
  const UNSEEN_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup', 'focusin', 'focusout'];
  document.addEventListener('click', hold, true);
  for (const type of UNSEEN_EVENTS) document.addEventListener(type, unseen, true);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    for (const type of UNSEEN_EVENTS) document.removeEventListener(type, unseen, true);
    // After the task that reported the hydration (React's commit), once each.
    setTimeout(() => {
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    }, 0);
  };
  window.addEventListener(hydratedEvent, release, { once: true });

  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // Without its scripts the page still works as HTML: links navigate, held clicks go through.
    script.addEventListener('error', release);
    document.head.append(script);
    setTimeout(release, 20_000);
  };
  // The scripts follow the first paint of the page (at once in a tab in the background, and after
  // two frames where the browser does not report paints).
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return startOnce();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
    // Should the page never report a contentful paint.
    setTimeout(startOnce, 3000);
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startOnce, 0)));
  }
}
