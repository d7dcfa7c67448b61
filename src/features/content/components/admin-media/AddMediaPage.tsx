import { Page, Placeholder } from '../../../../ui';

/** `/admin/add-media` — placeholder until the media library is built (session 7). */
export function AddMediaPage() {
  return (
    <Page title="Add media" intro="Add a video or audio item by URL, for the public site or members only.">
      <Placeholder>The media form is coming in a later release.</Placeholder>
    </Page>
  );
}
