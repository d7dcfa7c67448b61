import { Link } from 'react-router-dom';
import type { PostSummary } from '../../api/blog-public';
import { postDate, postDateTime, postPath, readingTime } from './post-words';

/** A post in a list: title (the link), excerpt, date and reading time; members-audience posts marked. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <li className="blog-card card">
      <h3 className="blog-card-title">
        <Link to={postPath(post.id)}>{post.title}</Link>
      </h3>
      {post.excerpt ? <p className="blog-card-excerpt">{post.excerpt}</p> : null}
      <PostMeta post={post} />
    </li>
  );
}

/** Date, reading time, topic and the members mark: the same line on a card and on the post's page. */
export function PostMeta({ post, author = false }: { post: PostSummary; author?: boolean }) {
  return (
    <p className="blog-meta">
      {author && post.author ? <span>By {post.author}</span> : null}
      {post.publishedAt ? <time dateTime={postDateTime(post.publishedAt)}>{postDate(post.publishedAt)}</time> : null}
      <span>{readingTime(post.minutes)}</span>
      {post.topic ? <span className="blog-topic">{post.topic}</span> : null}
      {post.audience === 'members' ? <span className="blog-members">Members</span> : null}
    </p>
  );
}
