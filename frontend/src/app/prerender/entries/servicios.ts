// The build entry of the prerendered /servicios (pages.ts): its route module comes with it.
import { ExecutiveSummaryRoute } from '../../routes/servicios';
import { startPrerenderedPage } from '../hydrate-page';

startPrerenderedPage('servicios', ExecutiveSummaryRoute);
