/** The administrators' blog page's door to the data layer. */
export {
  listAllPosts,
  loadEditablePost,
  createPost,
  updatePost,
  setPostPublished,
  deletePost,
  useSession,
  DataError,
  type PostSummary,
  type PostFields,
} from '../../../data';
