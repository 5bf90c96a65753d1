// The public pages written to HTML at build time (tools/prerender.mjs). Each one has a build entry
// (entries/): the page's boot script (boot.ts) loads it once the HTML has been painted, and it takes
// the page over with its route module (startPrerenderedPage). Other paths get the empty index.html.
// `queries`: the first screen reads queries and sends forms, so it is rendered and
// hydrated inside the app's own provider, with its QueryClient from the first render
// (startPrerenderedPage loads AppProvider for it); its entry imports the route module
// lazily, and tools/prerender.mjs preloads that chunk with it, so that the first chunk that every
// page shares stays the landing's. The others keep TanStack Query out of their JavaScript.
// `standalone`: hydrated without the router (standalone-page.tsx, decisions.md #68), so that
// react-router stays out of the landing's JavaScript; its links load the next page.
export const PRERENDERED_PAGES = {
  landing: { paths: ['/', '/public', '/socios'], entry: 'src/app/prerender/entries/landing.ts', queries: false, standalone: true },
  servicios: { paths: ['/servicios'], entry: 'src/app/prerender/entries/servicios.ts', queries: false, standalone: false },
  partners: { paths: ['/partners'], entry: 'src/app/prerender/entries/partners.ts', queries: false, standalone: false },
  agendar: { paths: ['/agendar'], entry: 'src/app/prerender/entries/agendar.ts', queries: true, standalone: false },
  aplicar: { paths: ['/aplicar'], entry: 'src/app/prerender/entries/aplicar.ts', queries: true, standalone: false },
  investors: { paths: ['/investors'], entry: 'src/app/prerender/entries/investors.ts', queries: true, standalone: false },
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/** Fired on window once a prerendered page has hydrated (boot.ts then hands over the clicks it held). */
export const PAGE_HYDRATED_EVENT = 'cdm:page-hydrated';
