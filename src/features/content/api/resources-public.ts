/** The public resources pages' door to the data layer (its lazy entry: Firebase loads on first use). */
export { listResources, loadResource, useSignedIn, hasSignedInHint, DataError, type ResourceSummary, type ResourceView } from '../../../data';
