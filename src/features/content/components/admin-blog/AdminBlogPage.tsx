import { Page, Placeholder } from '../../../../ui';

/** Placeholder until the blog builds it (session 7). */
export function AdminBlogPage() {
  return (
    <Page title="Blog">
      <Placeholder>This page is being built.</Placeholder>
    </Page>
  );
}
