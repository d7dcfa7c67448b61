import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../../ui';

/** `/View-blog/:id` — placeholder until the blog is built (session 7). */
export function BlogPostPage() {
  const { id } = useParams();
  return (
    <Page title="Blog">
      <Placeholder>Blog post “{id}” will be shown here once the blog is published.</Placeholder>
    </Page>
  );
}
