// The public pages written to HTML at build time (tools/prerender.mjs). Each one's route module is
// also a build entry: the page's boot script (boot.ts) loads it once the HTML has been painted,
// and it takes the page over (startPrerenderedPage). Other paths get the empty index.html.
export const PRERENDERED_PAGES = {
  landing: { paths: ['/', '/public', '/socios'], entry: 'src/app/routes/landing.tsx' },
  servicios: { paths: ['/servicios'], entry: 'src/app/routes/servicios.tsx' },
  partners: { paths: ['/partners'], entry: 'src/app/routes/partners.tsx' },
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/** Fired on window once a prerendered page has hydrated (boot.ts then hands over the clicks it held). */
export const PAGE_HYDRATED_EVENT = 'cdm:page-hydrated';
