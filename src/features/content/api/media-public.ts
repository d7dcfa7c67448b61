import { fromData } from '../../../data';

/** The public media pages' door to the data layer (its lazy entry: Firebase loads on first use). */
export { useSignedIn, hasSignedInHint, DataError, type MediaItem, type MediaView } from '../../../data';

export const listMedia = fromData('media', 'listMedia');
export const loadMediaItem = fromData('media', 'loadMediaItem');
export const listRelatedMedia = fromData('media', 'listRelatedMedia');
