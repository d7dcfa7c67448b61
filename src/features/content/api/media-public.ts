/** The public media pages' door to the data layer (its lazy entry: Firebase loads on first use). */
export { listMedia, loadMediaItem, listRelatedMedia, useSignedIn, hasSignedInHint, DataError, type MediaItem, type MediaView } from '../../../data';
