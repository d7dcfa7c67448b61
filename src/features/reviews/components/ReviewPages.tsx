import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function FormResponsesPage() {
  const { id } = useParams();
  return (
    <Page title="Form responses">
      <Placeholder>Responses to form “{id}” will be listed here.</Placeholder>
    </Page>
  );
}
