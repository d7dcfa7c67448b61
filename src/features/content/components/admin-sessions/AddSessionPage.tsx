import { Page, Placeholder } from '../../../../ui';

/** `/admin/add-session` — placeholder until sessions are built (session 7). */
export function AddSessionPage() {
  return (
    <Page title="Add session" intro="Schedule a live or in-person session.">
      <Placeholder>The session form is coming in a later release.</Placeholder>
    </Page>
  );
}
