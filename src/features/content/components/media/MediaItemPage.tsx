import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../../ui';

/** `/View-media/:id` — placeholder until the media library is built (session 7). */
export function MediaItemPage() {
  const { id } = useParams();
  return (
    <Page title="Media">
      <Placeholder>Media item “{id}” will be shown here once the media library is published.</Placeholder>
    </Page>
  );
}
