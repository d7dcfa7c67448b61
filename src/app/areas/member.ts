/** Pages of the signed-in member area: one lazily loaded chunk; every page has the app's query cache. The forms members fill in are an area of their own (`assessment.ts`). */
import * as assessments from '../../features/assessments';
import * as courses from '../../features/courses';
import * as dashboard from '../../features/dashboard';
import * as shop from '../../features/shop';
import * as account from '../../features/account';
import { areaLoader } from '../area-loader';
import { preloadable } from '../page-preload';
import { withIdlePreload } from './idle-preload';
import { withQueryCache } from './query-cache';

// the dashboard's next step is usually a form: the assessment area, its pages and the renderer load
// once it is idle (through the router's loader, so the page then renders at once); its own data
// modules load beside the session (preloadable)
const preloadForms = () => Promise.all([areaLoader.preload('assessment'), assessments.preloadAssessments()]);
export const DashboardPage = preloadable(withQueryCache(withIdlePreload(dashboard.DashboardPage, preloadForms)), () => dashboard.preloadDashboard());
export const MyCoursesPage = withQueryCache(courses.MyCoursesPage);
export const CoursePage = withQueryCache(courses.CoursePage);
export const CourseLearnPage = withQueryCache(courses.CourseLearnPage);
export const CourseSuccessPage = withQueryCache(courses.CourseSuccessPage);
export const PaymentSuccessPage = withQueryCache(shop.PaymentSuccessPage);
export const LocalCheckoutPage = withQueryCache(shop.LocalCheckoutPage);
export const MyDataPage = withQueryCache(account.MyDataPage);
