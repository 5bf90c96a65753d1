// The build entry of the prerendered landing (pages.ts): a standalone page, hydrated without the
// router (decisions.md #68), its route module with it.
import { LandingRoute } from '../../routes/landing';
import { startStandalonePage } from '../standalone-page';

startStandalonePage('landing', LandingRoute);
