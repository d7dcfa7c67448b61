/** The home page's door to the data layer: the catalogue (featured courses) and who is reading. */
export { listCatalogue, useSignedIn, hasSignedInHint, type CourseSummary } from '../../../data';
