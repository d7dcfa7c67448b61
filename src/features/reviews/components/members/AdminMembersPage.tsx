import { Page, Placeholder } from '../../../../ui';

/** Placeholder until the members list builds it (session 7). */
export function AdminMembersPage() {
  return (
    <Page title="Members">
      <Placeholder>This page is being built.</Placeholder>
    </Page>
  );
}
