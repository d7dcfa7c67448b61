import { fromData } from '../../../data';

/** The administrators' blog page's door to the data layer. */
export {
  useSignedIn,
  DataError,
  type PostSummary,
  type PostFields,
} from '../../../data';

export const listAllPosts = fromData('post-admin', 'listAllPosts');
export const loadEditablePost = fromData('post-admin', 'loadEditablePost');
export const createPost = fromData('post-admin', 'createPost');
export const updatePost = fromData('post-admin', 'updatePost');
export const setPostPublished = fromData('post-admin', 'setPostPublished');
export const deletePost = fromData('post-admin', 'deletePost');
