import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { deletePost, listAllPosts, loadEditablePost, setPostPublished, useSession, type PostSummary } from '../../api/blog-admin';
import { postDate, postPath } from '../blog/post-words';
import { useLoad } from '../resources/useLoad';
import { ConfirmDeleteDialog } from '../admin-shared/ConfirmDeleteDialog';
import { PostEditor } from './PostEditor';
import { draftOfPost, emptyDraft, newPostId } from './post-form';
import '../admin-resources/admin-resources.css';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

const INTRO = 'Write, preview and publish posts for visitors and members.';

/** `/admin/blog`: every post (drafts too), New post, edit with a live preview, publish / unpublish, delete with confirmation. */
export function AdminBlogPage() {
  const session = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [version, setVersion] = useState(0);
  const [list, retry] = useLoad(listAllPosts, `posts:${version}`);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // back from the editor or a change: focus lands on what happened, not on the page's top
  useEffect(() => {
    if (notice && mode.kind === 'list') noticeRef.current?.focus();
  }, [notice, mode.kind]);
  const all = useMemo(() => (list.status === 'ready' ? list.data : []), [list]);
  const backToList = (message: string) => {
    setNotice(message);
    setMode({ kind: 'list' });
    setVersion((v) => v + 1);
  };
  const saved = (title: string, published: boolean) => backToList(`Saved “${title}”${published ? ': it is published.' : ' as a draft.'}`);

  if (mode.kind !== 'list') {
    return (
      <Page title="Blog" intro={INTRO}>
        {mode.kind === 'new' ? (
          <PostEditor
            initial={emptyDraft(session.user?.displayName ?? '')}
            id={null}
            idFor={(title) => newPostId(title, all.map((p) => p.id))}
            onSaved={saved}
            onCancel={() => setMode({ kind: 'list' })}
          />
        ) : (
          <EditExisting id={mode.id} onSaved={saved} onCancel={() => setMode({ kind: 'list' })} />
        )}
      </Page>
    );
  }
  return (
    <Page title="Blog" intro={INTRO}>
      <p>
        <button type="button" className="button" onClick={() => { setNotice(''); setMode({ kind: 'new' }); }}>
          New post
        </button>
      </p>
      <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? 'notice' : 'visually-hidden'}>
        {notice}
      </p>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the posts. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : list.status === 'loading' ? (
        <Loading label="Loading posts…" />
      ) : all.length === 0 ? (
        <div className="placeholder">
          <p>No posts yet. Press New post to write the first one.</p>
        </div>
      ) : (
        <PostTable posts={all} onEdit={(id) => { setNotice(''); setMode({ kind: 'edit', id }); }} onChanged={backToList} />
      )}
    </Page>
  );
}

function EditExisting({ id, onSaved, onCancel }: { id: string; onSaved(title: string, published: boolean): void; onCancel(): void }) {
  const [loaded, retry] = useLoad(() => loadEditablePost(id), id);
  if (loaded.status === 'loading') return <Loading label="Loading the post…" />;
  if (loaded.status === 'error' || !loaded.data) {
    return (
      <div className="alert" role="alert">
        <p>{loaded.status === 'error' ? `We could not open this post. ${loaded.message}` : 'This post no longer exists: it may have been deleted.'}</p>
        <p className="ar-actions">
          {loaded.status === 'error' ? (
            <button type="button" className="button secondary" onClick={retry}>
              Try again
            </button>
          ) : null}
          <button type="button" className="button secondary" onClick={onCancel}>
            Back to the list
          </button>
        </p>
      </div>
    );
  }
  return <PostEditor initial={draftOfPost(loaded.data)} id={id} idFor={() => id} onSaved={onSaved} onCancel={onCancel} />;
}

/** The date a row shows: when it was published, or for a draft when it was started. */
function rowDate(post: PostSummary): string {
  if (post.publishedAt) return postDate(post.publishedAt);
  return post.createdAt ? `Started ${postDate(post.createdAt)}` : '';
}

function PostTable({ posts, onEdit, onChanged }: { posts: PostSummary[]; onEdit(id: string): void; onChanged(message: string): void }) {
  const [deleting, setDeleting] = useState<PostSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const togglePublished = async (post: PostSummary) => {
    setBusy(post.id);
    setError('');
    try {
      await setPostPublished(post.id, !post.published);
      onChanged(post.published ? `“${post.title}” is unpublished: it is a draft again.` : `“${post.title}” is published.`);
    } catch (e) {
      setError(`“${post.title}” was not changed. ${e instanceof Error ? e.message : ''}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      <table className="ar-table">
        <caption className="visually-hidden">All posts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Audience</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row" data-label="Title">
                {post.published ? <Link to={postPath(post.id)}>{post.title}</Link> : post.title}
              </th>
              <td data-label="Audience">{post.audience === 'members' ? 'Members' : 'Everyone'}</td>
              <td data-label="Status">
                <span className={post.published ? 'ar-badge ar-published' : 'ar-badge'}>{post.published ? 'Published' : 'Draft'}</span>
              </td>
              <td data-label="Date">{rowDate(post) || <span className="muted">None</span>}</td>
              <td className="ar-row-actions">
                <button type="button" className="button secondary" onClick={() => onEdit(post.id)} aria-label={`Edit ${post.title}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => void togglePublished(post)}
                  disabled={busy === post.id}
                  aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                >
                  {busy === post.id ? 'Saving…' : post.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="button secondary" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? (
        <ConfirmDeleteDialog
          title={deleting.title}
          consequence="The post is deleted for everyone, and links to it will say it is not found."
          actionLabel="Delete post"
          remove={() => deletePost(deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onChanged(`Deleted “${deleting.title}”.`);
          }}
        />
      ) : null}
    </>
  );
}
