import { useParams } from 'react-router-dom';
import { Page, Placeholder } from '../../../ui';

/** Route slugs of the specification mapped to form ids in schemas/forms/. */
export const FORM_SLUGS: Record<string, string> = { PTSD: 'ptsd', 'Indian-Head': 'indian-head', 'initial-assessment': 'initial-assessment' };

export function AssessmentPage({ formId }: { formId?: string }) {
  const params = useParams();
  const id = formId ?? FORM_SLUGS[params.id ?? ''] ?? params.id ?? '';
  return (
    <Page title="Assessment">
      <Placeholder>Form “{id}” loads here.</Placeholder>
    </Page>
  );
}

export const PtsdPage = () => <AssessmentPage formId="ptsd" />;
export const IndianHeadPage = () => <AssessmentPage formId="indian-head" />;
export const InitialAssessmentPage = () => <AssessmentPage formId="initial-assessment" />;
