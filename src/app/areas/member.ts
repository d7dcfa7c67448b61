/** Pages of the signed-in member area: one lazily loaded chunk; every page has the app's query cache. The forms members fill in are an area of their own (`assessment.ts`). */
import * as courses from '../../features/courses';
import * as dashboard from '../../features/dashboard';
import * as shop from '../../features/shop';
import * as account from '../../features/account';
import { areaLoader } from '../area-loader';
import { preloadPage } from '../page-preload';
import { withIdlePreload } from './idle-preload';
import { withQueryCache } from './query-cache';

// the dashboard's next step is usually a form: the assessment area (with its pages) and the renderer
// load once it is idle (through the router's loader, so the page then renders at once); its own data
// modules and first reads start with its route (page-data.ts). The assessments feature is reached only through
// that area: imported here, its pages would come with the dashboard's chunk.
const preloadForms = () => areaLoader.preload('assessment').then((area) => preloadPage(area?.AssessmentPage));
export const DashboardPage = withQueryCache(withIdlePreload(dashboard.DashboardPage, preloadForms));
export const MyCoursesPage = withQueryCache(courses.MyCoursesPage);
export const CoursePage = withQueryCache(courses.CoursePage);
export const CourseLearnPage = withQueryCache(courses.CourseLearnPage);
export const CourseSuccessPage = withQueryCache(courses.CourseSuccessPage);
export const PaymentSuccessPage = withQueryCache(shop.PaymentSuccessPage);
export const LocalCheckoutPage = withQueryCache(shop.LocalCheckoutPage);
export const MyDataPage = withQueryCache(account.MyDataPage);
