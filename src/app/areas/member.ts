/** The signed-in member's home: the dashboard, one lazily loaded chunk with the app's query cache. The forms members fill in (`assessment.ts`), the courses and payment pages (`courses.ts`) and the member's data page (`account.ts`) are areas of their own. */
import * as dashboard from '../../features/dashboard';
import { preloadArea } from '../area-preload';
import { preloadPage } from '../page-preload';
import { withIdlePreload } from './idle-preload';
import { withQueryCache } from './query-cache';

// the dashboard's next step is usually a form, else a course: the assessment area (with its pages)
// and the renderer, and the courses area, load once it is idle (through the router's loader, so the
// page then renders at once); its own data modules and first reads start with its route
// (page-data.ts). Those features are reached only through their areas: imported here, their pages
// would come with the dashboard's chunk.
const preloadNextSteps = () =>
  Promise.all([preloadArea('assessment').then((area) => preloadPage(area?.AssessmentPage)), preloadArea('courses')]);
export const DashboardPage = withQueryCache(withIdlePreload(dashboard.DashboardPage, preloadNextSteps));
