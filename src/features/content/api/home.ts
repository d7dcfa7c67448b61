import { fromData } from '../../../data';

/** The home page's door to the data layer: the catalogue (featured courses) and who is reading. */
export { useSignedIn, hasSignedInHint, type CourseSummary } from '../../../data';

export const listCatalogue = fromData('courses', 'listCatalogue');
