// The build entry of the prerendered /aplicar (pages.ts): its route module, with the forms and the
// query library, comes as a chunk of its own (preloaded by the boot script with the entry), so
// that the first chunk the landing shares with every page stays the landing's.
import { startPrerenderedPage } from '../hydrate-page';

void import('../../routes/aplicar').then(({ ApplicationRoute }) => startPrerenderedPage('aplicar', ApplicationRoute));
