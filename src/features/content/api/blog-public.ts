import { fromData } from '../../../data';

/** The public blog's door to the data layer (its lazy entry: Firebase loads on first use). */
export { useSignedIn, hasSignedInHint, DataError, type PostSummary, type PostView, type PostLink } from '../../../data';

export const listPosts = fromData('posts', 'listPosts');
export const loadPost = fromData('posts', 'loadPost');
