import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resourceReader } from '@model';
import { Loading, Page } from '../../../../ui';
import { hasSignedInHint, loadPost, useSignedIn, type PostView } from '../../api/blog-public';
import { useLoad } from '../../../../ui/use-load';
import { PostMeta } from './PostCard';
import { postPath } from './post-words';
import './blog.css';

// The sanitised renderer (react-markdown) loads with an open post only: this page is in the
// public chunk that `/` downloads first.
const Markdown = lazy(() => import('../../../../ui/Markdown').then((m) => ({ default: m.Markdown })));

/** `/View-blog/:id` (public): a published post with the posts before and after it; unknown, unpublished or not for this reader: not found. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  const signedIn = reader !== 'visitor' && reader !== 'unknown';
  // read once the sign-in is known: members-audience posts are for signed-in readers
  const [view, retry] = useLoad(() => loadPost(id, signedIn), `${id}:${signIn.user?.uid ?? ''}`, reader !== 'unknown');
  if (reader === 'unknown' || view.status === 'loading') {
    return (
      <Page title="Blog">
        <Loading label="Loading the post…" />
      </Page>
    );
  }
  if (view.status === 'error') {
    return (
      <Page title="Blog">
        <div className="alert" role="alert">
          <p>We could not load this post. {view.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </Page>
    );
  }
  if (!view.data) return <PostNotFound signedIn={signedIn} id={id} />;
  return <PostShown view={view.data} />;
}

/** Unknown and unpublished posts, and members posts for a visitor (the rules refuse them): all "not found". */
function PostNotFound({ signedIn, id }: { signedIn: boolean; id: string }) {
  return (
    <Page title="Post not found">
      <p>There is no post at this address, or it is no longer available.</p>
      {signedIn ? null : (
        <p>
          Some posts are for members: if you have an account, <Link to={`/login?next=${encodeURIComponent(postPath(id))}`}>sign in</Link> to read them.
        </p>
      )}
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/resources">browse resources</Link>.
      </p>
    </Page>
  );
}

function PostShown({ view }: { view: PostView }) {
  const { post, previous, next } = view;
  return (
    <Page title={post.title}>
      <article className="blog-post" aria-labelledby="page-title">
        <PostMeta post={post} author />
        {post.body.trim() ? (
          <Suspense fallback={<Loading label="Loading the text…" />}>
            <Markdown>{post.body}</Markdown>
          </Suspense>
        ) : (
          <p className="muted">This post has no text yet.</p>
        )}
      </article>
      {previous || next ? (
        <nav className="blog-neighbours" aria-label="More posts">
          {previous ? (
            <Link className="blog-previous" to={postPath(previous.id)} rel="prev">
              <span className="blog-neighbour-label">Previous post</span> {previous.title}
            </Link>
          ) : null}
          {next ? (
            <Link className="blog-next" to={postPath(next.id)} rel="next">
              <span className="blog-neighbour-label">Next post</span> {next.title}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
