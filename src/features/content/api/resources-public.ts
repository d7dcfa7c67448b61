import { fromData } from '../../../data';

/** The public resources pages' door to the data layer (its lazy entry: Firebase loads on first use). */
export { useSignedIn, hasSignedInHint, DataError, type ResourceSummary, type ResourceView } from '../../../data';

export const listResources = fromData('resources', 'listResources');
export const loadResource = fromData('resources', 'loadResource');
