import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

export function AdminFormsPage() {
  return (
    <Page title="Forms" intro="Published assessment forms and their responses.">
      <Placeholder>The list of forms and response counts is coming in a later release.</Placeholder>
    </Page>
  );
}

export function FormResponsesPage() {
  const { id } = useParams();
  return (
    <Page title="Form responses">
      <Placeholder>Responses to form “{id}” will be listed here.</Placeholder>
    </Page>
  );
}

export function MemberPage() {
  const { id } = useParams();
  return (
    <Page title="Member">
      <Placeholder>Member “{id}”: profile, responses and scores over time will show here.</Placeholder>
    </Page>
  );
}
