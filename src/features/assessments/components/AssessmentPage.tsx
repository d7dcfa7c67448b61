import { AssessmentForm } from '../../../form-renderer';
import { Link, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../ui';
import { giveHealthDataConsent, refreshProfile, useSession } from '../api/assessments-api';
import { useAssessment, type SaveState } from '../hooks/useAssessment';
import { HEALTH_NOTICE_VERSION, HealthConsent } from './HealthConsent';
import { PastResults } from './PastResults';
import { ResultSummary } from './ResultSummary';

/** Route slugs of the specification mapped to form ids in schemas/forms/. */
export const FORM_SLUGS: Record<string, string> = { PTSD: 'ptsd', 'Indian-Head': 'indian-head', 'initial-assessment': 'initial-assessment' };

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Draft saved',
  offline: 'Not saved to the server yet: your answers are kept on this device and we will try again.',
};

function FormSection({ formId, uid }: { formId: string; uid: string }) {
  const a = useAssessment(formId, uid);
  if (a.loadError) {
    return (
      <div className="alert" role="alert">
        <p>{a.loadError}</p>
        <button type="button" className="button secondary" onClick={a.retry}>Try again</button>
      </div>
    );
  }
  if (!a.form) return <Loading label="Loading your form…" />;
  const { definition } = a.form;
  if (a.result) {
    return (
      <>
        <ResultSummary definition={definition} result={a.result} />
        <PastResults uid={uid} formId={formId} refreshKey={a.result.responseId} />
      </>
    );
  }
  return (
    <>
      <PastResults uid={uid} formId={formId} />
      {definition.description ? <p className="muted">{definition.description}</p> : null}
      <p className="muted" role="status" aria-live="polite" data-testid="save-state">{SAVE_TEXT[a.saveState]}</p>
      <AssessmentForm
        definition={definition}
        formData={a.start}
        onChange={a.onChange}
        onSubmit={a.onSubmit}
        submitting={a.submitting}
        submitError={a.submitError}
        stepStorageKey={`wellness:step:${uid}:${formId}`}
      />
    </>
  );
}

export function AssessmentPage({ formId, title }: { formId?: string; title?: string }) {
  const params = useParams();
  const id = formId ?? FORM_SLUGS[params.id ?? ''] ?? params.id ?? '';
  const { user, profile } = useSession();
  if (!user) return <Loading />;
  const consented = Boolean(profile?.consent?.healthData?.givenAt ?? profile?.onboarding.healthConsentAt);
  return (
    <Page title={title ?? 'Assessment'}>
      <p className="muted">
        You can stop at any time: your answers are saved as you go. <Link to="/overwhelmed">Need help now?</Link>
      </p>
      {consented ? (
        <FormSection formId={id} uid={user.uid} />
      ) : (
        <HealthConsent
          onConsent={async () => {
            await giveHealthDataConsent(user.uid, HEALTH_NOTICE_VERSION);
            await refreshProfile();
          }}
        />
      )}
    </Page>
  );
}

export const PtsdPage = () => <AssessmentPage formId="ptsd" title="PTSD checklist (PCL-5)" />;
export const IndianHeadPage = () => <AssessmentPage formId="indian-head" title="Indian head massage consultation" />;
export const InitialAssessmentPage = () => <AssessmentPage formId="initial-assessment" title="Initial assessment" />;
