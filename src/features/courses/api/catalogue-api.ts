import { fromData, watchFromData } from '../../../data';

/** The catalogue's and the course page's door to the data layer: published courses, who is signed in, free enrolment, buying a course. */
export { useSignedIn, hasSignedInHint, DataError, type CourseSummary, type EnrollInCourseAnswer } from '../../../data';

export const listCatalogue = fromData('courses', 'listCatalogue');
export const enrollInCourse = fromData('courses', 'enrollInCourse');
export const loadProduct = fromData('shop', 'loadProduct');
export const createCheckoutSession = fromData('shop', 'createCheckoutSession');
export const watchMembership = watchFromData('shop-watch', 'watchMembership');
