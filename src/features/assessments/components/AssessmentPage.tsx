import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HEALTH_NOTICE_VERSION } from '@model';
import { committedForm, queuedWords, type CommittedFormId } from '../../../lib';
import { Loading, Page } from '../../../ui';
import { giveHealthDataConsent, prefetchCallables, refreshProfile, useSignedIn } from '../api/assessments-api';
import { hasHealthConsent, isConsentRefusal } from '../consent';
import { useAssessment, type SaveState } from '../hooks/use-assessment';
import { CarriedDraftNotice } from './CarriedDraftNotice';
import { HealthConsent } from './HealthConsent';
import { PastResults } from './PastResults';
import { QueuedForSending } from './QueuedForSending';
import { useRendererAfterPaint } from './renderer';
import { ResultSummary } from './ResultSummary';

const SAVE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Draft saved',
  offline: 'Not saved to the server yet: your answers are kept on this device and we will try again.',
};

interface AssessmentProps {
  formId: string;
  uid: string;
  consented: boolean;
  /** the page title of the committed forms' own routes; any other form is titled by its definition */
  title?: string;
}

/**
 * A form this member cannot fill, said before they start, with the way back; their own past
 * responses to it stay readable (an archived form's versions are; an earlier assignment's answers).
 */
function CannotFill({ uid, formId, title, reason }: { uid: string; formId: string; title: string; reason: string }) {
  return (
    <Page title={title}>
      <div className="notice" role="status">
        <p style={{ marginTop: 0 }}>{reason}</p>
        <p style={{ marginBottom: 0 }}>
          <Link to="/dashboard">Back to your dashboard</Link>
        </p>
      </div>
      <PastResults uid={uid} formId={formId} />
    </Page>
  );
}

/**
 * Any published form, the same way for all: consent for health data first, then the member's
 * draft (server or this device), autosave, submission through the server, and the result.
 *
 * Every form is treated as a health form: the four kinds a definition can declare (screening,
 * consultation, intake, custom) may all ask about health, and a form a builder user calls
 * "custom" cannot be told apart from one that does. So consent (UK GDPR Article 9) is asked
 * before any form is shown, once per member; a form that collects no health data would need a
 * kind of its own in `FormSettings` to skip it.
 *
 * The server checks consent again when the answers arrive (it may have been withdrawn in another
 * tab, or the notice changed): then the consent step comes back above the form, the answers stay
 * where they are, and giving consent sends them.
 */
function Assessment({ formId, uid, consented, title }: AssessmentProps) {
  const a = useAssessment(formId, uid);
  const lastSent = useRef<Record<string, unknown> | null>(null);
  const definition = a.form?.definition;
  // the title and description (or the consent step, whose answer is usually yes) paint first;
  // then the questions' code loads
  const questions = useRendererAfterPaint(definition);
  // and with them what Submit calls the server with (Firebase Functions' SDK, left out of the first download)
  const questionsHere = questions.renderer !== null;
  useEffect(() => {
    if (questionsHere) void prefetchCallables();
  }, [questionsHere]);
  // not published (never was, archived, or a mistyped address)
  if (a.unavailable) {
    return <CannotFill uid={uid} formId={formId} title="Form not available" reason="This form is not available. It may have been withdrawn, or the link may be wrong." />;
  }
  // for assigned members only, and none is open for this member: the server would refuse the answers
  if (a.notAssigned) {
    return (
      <CannotFill
        uid={uid}
        formId={formId}
        title="This form has not been sent to you"
        reason="This form is sent to members by the practice; you have not been asked to fill it."
      />
    );
  }
  const consentRefused = isConsentRefusal(a.submitRefusal);
  const giveConsent = async () => {
    await giveHealthDataConsent(HEALTH_NOTICE_VERSION);
    await refreshProfile();
  };
  const submit = (data: Record<string, unknown>) => {
    lastSent.current = data;
    return a.onSubmit(data);
  };
  return (
    <Page title={title ?? definition?.title ?? 'Assessment'}>
      <p className="muted">
        You can stop at any time: your answers are saved as you go. <Link to="/overwhelmed">Need help now?</Link>
      </p>
      {a.loadError ? (
        <div className="alert" role="alert">
          <p style={{ marginTop: 0 }}>{a.loadError}</p>
          <button type="button" className="button secondary" onClick={a.retry}>Try again</button>
        </div>
      ) : !a.form || !definition ? (
        <Loading label="Loading your form…" />
      ) : !consented ? (
        <HealthConsent onConsent={giveConsent} />
      ) : a.queued ? (
        <QueuedForSending title={definition.title} message={a.queuedMessage ?? queuedWords(false)} />
      ) : a.result ? (
        <>
          <ResultSummary definition={definition} result={a.result} />
          <PastResults uid={uid} formId={formId} refreshKey={a.result.responseId} />
        </>
      ) : (
        <>
          {consentRefused ? (
            <HealthConsent
              refusal={a.submitError ?? undefined}
              onConsent={async () => {
                await giveConsent();
                if (lastSent.current) await a.onSubmit(lastSent.current);
              }}
            />
          ) : null}
          {a.notice ? <CarriedDraftNotice notice={a.notice} /> : null}
          {a.serverWasNewer ? (
            <p className="notice" role="status">
              Answers saved from another device were newer than the ones kept on this one, so those are shown.
            </p>
          ) : null}
          {a.deviceNotice ? (
            <p className="notice" role="status" data-testid="device-notice">
              {a.deviceNotice}
            </p>
          ) : null}
          {definition.description ? <p className="muted">{definition.description}</p> : null}
          <p className="muted" role="status" aria-live="polite" data-testid="save-state">{SAVE_TEXT[a.saveState]}</p>
          {/* the description above paints first; the questions follow with the renderer's chunk,
              and the past results with them (painted before the questions, they were pushed down) */}
          {questions.renderer ? (
            <>
              <questions.renderer.AssessmentForm
                // a new version is a new form; the same version stays mounted (answers, step, focus)
                key={`${formId}@${a.form.version}`}
                definition={definition}
                formData={a.start}
                onChange={a.onChange}
                onSubmit={submit}
                submitting={a.submitting}
                // the consent step above says it, with the way on
                submitError={consentRefused ? null : a.submitError}
                stepStorageKey={`wellness:step:${uid}:${formId}`}
              />
              <PastResults uid={uid} formId={formId} />
            </>
          ) : questions.failed ? (
            <div className="alert" role="alert">
              <p style={{ marginTop: 0 }}>The questions could not be loaded. Check your connection and try again: nothing you have answered is lost.</p>
              <button type="button" className="button secondary" onClick={questions.retry}>Try again</button>
            </div>
          ) : (
            <Loading label="Loading the questions…" />
          )}
        </>
      )}
    </Page>
  );
}

/** `/dashboard/forms/:id` (any published form), or one of the committed forms' own routes. */
export function AssessmentPage({ formId, title }: { formId?: string; title?: string }) {
  const params = useParams();
  const id = formId ?? params.id ?? '';
  const { user, profile } = useSignedIn();
  if (!user) return <Loading />;
  const consented = hasHealthConsent(profile);
  // another form is another page: nothing of the previous one (answers, result, errors) carries over
  return <Assessment key={id} formId={id} uid={user.uid} consented={consented} title={title} />;
}

/** A committed form on its own route, titled as members have always seen it (lib `COMMITTED_FORMS`). */
function CommittedFormPage({ formId }: { formId: CommittedFormId }) {
  return <AssessmentPage formId={formId} title={committedForm(formId).title} />;
}

export const PtsdPage = () => <CommittedFormPage formId="ptsd" />;
export const IndianHeadPage = () => <CommittedFormPage formId="indian-head" />;
export const InitialAssessmentPage = () => <CommittedFormPage formId="initial-assessment" />;
