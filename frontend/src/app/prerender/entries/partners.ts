// The build entry of the prerendered /partners (pages.ts): its route module comes with it.
import { PartnersRoute } from '../../routes/partners';
import { startPrerenderedPage } from '../hydrate-page';

startPrerenderedPage('partners', PartnersRoute);
