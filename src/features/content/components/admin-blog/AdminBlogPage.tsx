import { deletePost, listAllPosts, loadEditablePost, setPostPublished, useSignedIn, type PostSummary } from '../../api/blog-admin';
import { postDate, postPath } from '../blog/post-words';
import { ContentAdminPage, audienceColumn, savedNotice, statusColumn, type ContentColumn } from '../admin-shared/content-admin';
import { PostEditor } from './PostEditor';
import { draftOfPost, emptyDraft, newPostId } from './post-form';
import '../admin-resources/admin-resources.css';

/** The date a row shows: when it was published, or for a draft when it was started. */
function rowDate(post: PostSummary): string {
  if (post.publishedAt) return postDate(post.publishedAt);
  return post.createdAt ? `Started ${postDate(post.createdAt)}` : '';
}

const COLUMNS: ContentColumn<PostSummary>[] = [
  audienceColumn,
  statusColumn,
  { label: 'Date', cell: (post) => rowDate(post) || <span className="muted">None</span> },
];

/** `/admin/blog`: every post (drafts too), New post, edit with a live preview, publish / unpublish, delete with confirmation. */
export function AdminBlogPage() {
  const signIn = useSignedIn();
  return (
    <ContentAdminPage
      title="Blog"
      intro="Write, preview and publish posts for visitors and members."
      newLabel="New post"
      plural="posts"
      empty="No posts yet. Press New post to write the first one."
      loadList={listAllPosts}
      loadItem={loadEditablePost}
      noun="post"
      editor={({ rows, item, id, backToList, cancel }) => (
        <PostEditor
          initial={item ? draftOfPost(item) : emptyDraft(signIn.user?.displayName ?? '')}
          id={id}
          idFor={(title) => id ?? newPostId(title, rows.map((p) => p.id))}
          onSaved={(title, published) => backToList(savedNotice(title, published))}
          onCancel={cancel}
        />
      )}
      table={{
        caption: 'All posts, newest first',
        pathOf: (post) => postPath(post.id),
        columns: COLUMNS,
        setPublished: setPostPublished,
        remove: deletePost,
        deleteWords: { consequence: 'The post is deleted for everyone, and links to it will say it is not found.', actionLabel: 'Delete post' },
      }}
    />
  );
}
