import { Page, Placeholder } from '../../../../ui';

/** Placeholder until the site settings builds it (session 7). */
export function AdminSettingsPage() {
  return (
    <Page title="Site settings">
      <Placeholder>This page is being built.</Placeholder>
    </Page>
  );
}
