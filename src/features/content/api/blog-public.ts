/** The public blog's door to the data layer (its lazy entry: Firebase loads on first use). */
export { listPosts, loadPost, useSignedIn, hasSignedInHint, DataError, type PostSummary, type PostView, type PostLink } from '../../../data';
