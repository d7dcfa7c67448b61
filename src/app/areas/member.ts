/** Pages of the signed-in member area: one lazily loaded chunk; every page has the app's query cache. */
import * as assessments from '../../features/assessments';
import * as courses from '../../features/courses';
import * as dashboard from '../../features/dashboard';
import * as shop from '../../features/shop';
import * as account from '../../features/account';
import { withIdlePreload } from './idle-preload';
import { withQueryCache } from './query-cache';

// the dashboard's next step is usually a form: its pages (and the renderer) load once it is idle
export const DashboardPage = withQueryCache(withIdlePreload(dashboard.DashboardPage, assessments.preloadAssessments));
export const AssessmentPage = withQueryCache(assessments.AssessmentPage);
export const PtsdPage = withQueryCache(assessments.PtsdPage);
export const IndianHeadPage = withQueryCache(assessments.IndianHeadPage);
export const InitialAssessmentPage = withQueryCache(assessments.InitialAssessmentPage);
export const MyCoursesPage = withQueryCache(courses.MyCoursesPage);
export const CoursePage = withQueryCache(courses.CoursePage);
export const CourseLearnPage = withQueryCache(courses.CourseLearnPage);
export const CourseSuccessPage = withQueryCache(courses.CourseSuccessPage);
export const PaymentSuccessPage = withQueryCache(shop.PaymentSuccessPage);
export const LocalCheckoutPage = withQueryCache(shop.LocalCheckoutPage);
export const MyDataPage = withQueryCache(account.MyDataPage);
