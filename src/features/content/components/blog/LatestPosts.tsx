import { useId } from 'react';
import { resourceReader } from '@model';
import { hasSignedInHint, listPosts, useSignedIn } from '../../api/blog-public';
import { useLoad } from '../../../../ui/use-load';
import { PostCard } from './PostCard';
import './blog.css';

/** How many posts the home page and the resources page show unless told otherwise. */
export const LATEST_POSTS = 3;

/**
 * "From the blog": the newest published posts as cards (title, excerpt, date, reading time),
 * each linking to /View-blog/:id. Members-audience posts are listed for signed-in readers only
 * (as the rules). Light on purpose: no Markdown here, the cards use the excerpt.
 */
export function LatestPosts({ max = LATEST_POSTS }: { max?: number }) {
  const headingId = useId();
  const signIn = useSignedIn();
  const reader = resourceReader(signIn, hasSignedInHint(), new Date());
  const signedIn = reader !== 'visitor' && reader !== 'unknown';
  // waits for the sign-in when someone signed in on this device: members see members posts too
  const [list, retry] = useLoad(() => listPosts(signedIn, max), `posts:${signedIn ? 'members' : 'visitors'}:${max}`, reader !== 'unknown');
  return (
    <section className="blog-latest" aria-labelledby={headingId}>
      <h2 id={headingId}>From the blog</h2>
      {list.status === 'error' ? (
        <div className="alert" role="alert">
          <p>We could not load the latest posts. {list.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : list.status === 'loading' || reader === 'unknown' ? (
        <p className="muted" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the latest posts…
        </p>
      ) : list.data.length === 0 ? (
        <p className="placeholder">No posts yet. Our first articles are on their way: please come back soon.</p>
      ) : (
        <ul className="blog-grid" aria-labelledby={headingId}>
          {list.data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}
