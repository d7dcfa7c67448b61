/** Pages of the signed-in member area: one lazily loaded chunk; every page has the app's query cache. */
import * as assessments from '../../features/assessments';
import * as courses from '../../features/courses';
import * as dashboard from '../../features/dashboard';
import * as shop from '../../features/shop';
import * as account from '../../features/account';
import { preloadable } from '../page-preload';
import { withIdlePreload } from './idle-preload';
import { withQueryCache } from './query-cache';

// an assessment page opened directly fetches the renderer while the session loads (preloadable);
// the dashboard's next step is usually a form: its pages (and the renderer) load once it is idle;
// its own data modules load beside the session (preloadable)
export const DashboardPage = preloadable(withQueryCache(withIdlePreload(dashboard.DashboardPage, assessments.preloadAssessments)), () => dashboard.preloadDashboard());
// (with the form itself, read once the member is known)
export const AssessmentPage = preloadable(withQueryCache(assessments.AssessmentPage), (params) => assessments.preloadAssessments(params.id));
export const PtsdPage = preloadable(withQueryCache(assessments.PtsdPage), () => assessments.preloadAssessments('ptsd'));
export const IndianHeadPage = preloadable(withQueryCache(assessments.IndianHeadPage), () => assessments.preloadAssessments('indian-head'));
export const InitialAssessmentPage = preloadable(withQueryCache(assessments.InitialAssessmentPage), () => assessments.preloadAssessments('initial-assessment'));
export const MyCoursesPage = withQueryCache(courses.MyCoursesPage);
export const CoursePage = withQueryCache(courses.CoursePage);
export const CourseLearnPage = withQueryCache(courses.CourseLearnPage);
export const CourseSuccessPage = withQueryCache(courses.CourseSuccessPage);
export const PaymentSuccessPage = withQueryCache(shop.PaymentSuccessPage);
export const LocalCheckoutPage = withQueryCache(shop.LocalCheckoutPage);
export const MyDataPage = withQueryCache(account.MyDataPage);
