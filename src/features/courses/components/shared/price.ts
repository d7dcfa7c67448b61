import type { CourseDocument } from '@model';
import { formatPence } from '../../../../lib';

/** What a course costs, in the catalogue's words: "Free", "£49.00" or "Included with membership". */
export function formatPrice(course: Pick<CourseDocument<unknown>, 'access' | 'pricePence'>): string {
  if (course.access === 'membership') return 'Included with membership';
  if (course.access === 'paid') return course.pricePence > 0 ? formatPence(course.pricePence) : 'Price to be announced';
  return 'Free';
}
