/** The administrators' blog page's door to the data layer. */
export {
  listAllPosts,
  loadEditablePost,
  createPost,
  updatePost,
  setPostPublished,
  deletePost,
  useSignedIn,
  DataError,
  type PostSummary,
  type PostFields,
} from '../../../data';
