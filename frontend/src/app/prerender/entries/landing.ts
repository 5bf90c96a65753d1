// The build entry of the prerendered landing (pages.ts): its route module comes with it, so that the
// router is ready at once; the route module itself knows nothing of prerendering (no import back
// from the routes to hydrate-page, which imports the router).
import { LandingRoute } from '../../routes/landing';
import { startPrerenderedPage } from '../hydrate-page';

startPrerenderedPage('landing', LandingRoute);
