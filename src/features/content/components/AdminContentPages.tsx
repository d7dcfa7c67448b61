import { Page, Placeholder } from '../../../ui';

export function AddMediaPage() {
  return (
    <Page title="Add media" intro="Add a video or audio item by URL, for the public site or members only.">
      <Placeholder>The media form is coming in a later release.</Placeholder>
    </Page>
  );
}

export function AddSessionPage() {
  return (
    <Page title="Add session" intro="Schedule a live or in-person session.">
      <Placeholder>The session form is coming in a later release.</Placeholder>
    </Page>
  );
}
