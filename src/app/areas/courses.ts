/**
 * What members bought and follow: the course pages, and the pages a payment returns to. An area
 * chunk of its own, so the dashboard (the member area) does not download their code before it
 * paints; the dashboard fetches it once idle. Every page has the app's query cache.
 */
import * as courses from '../../features/courses';
import * as shop from '../../features/shop';
import { withQueryCache } from './query-cache';

export const MyCoursesPage = withQueryCache(courses.MyCoursesPage);
export const CoursePage = withQueryCache(courses.CoursePage);
export const CourseLearnPage = withQueryCache(courses.CourseLearnPage);
export const CourseSuccessPage = withQueryCache(courses.CourseSuccessPage);
export const PaymentSuccessPage = withQueryCache(shop.PaymentSuccessPage);
export const LocalCheckoutPage = withQueryCache(shop.LocalCheckoutPage);
