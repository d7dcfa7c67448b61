import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FormSummary } from '../../api/forms-api';
import { useLastSubmission } from '../../api/get-last-submission';
import { exactTime, FORM_SOURCE_LABELS, FORM_STATUS_LABELS, relativeTime, whoText } from './form-admin-words';
import { FormAudienceControl } from './FormAudienceControl';
import { builderPath, previewPath } from './paths';
import { ResponsesCount, useSeen } from './ResponsesCount';

/** The responses-per-form page (the reviews feature's route). */
const responsesPath = (formId: string) => `/admin/form-responses/${encodeURIComponent(formId)}`;

export interface FormsTableProps {
  forms: FormSummary[];
  myUid: string | null;
  onDuplicate(form: FormSummary): void;
  onArchive(form: FormSummary): void;
}

function LastEdit({ form, myUid }: { form: FormSummary; myUid: string | null }) {
  if (!form.updatedAt) return <span className="muted">Unknown</span>;
  const who = whoText(form.updatedBy, myUid);
  return (
    <>
      <time dateTime={form.updatedAt.toISOString()} title={exactTime(form.updatedAt)}>{relativeTime(form.updatedAt)}</time>
      {who ? <span className="muted"> by {who}</span> : null}
    </>
  );
}

/** When the form's latest response came in, asked for once the row is on screen (one document read). */
function LastSubmission({ formId }: { formId: string }) {
  const [ref, seen] = useSeen<HTMLSpanElement>();
  const last = useLastSubmission(formId, seen);
  let content: ReactNode = '…';
  if (last.isError) content = <span className="muted">Unknown</span>;
  else if (last.data === null) content = <span className="muted">None yet</span>;
  else if (last.data) content = <time dateTime={last.data.toISOString()} title={exactTime(last.data)}>{relativeTime(last.data)}</time>;
  return (
    <span ref={ref} data-testid={`last-submission-${formId}`} title={last.isError ? last.error.message : undefined}>
      {content}
    </span>
  );
}

/**
 * Every form with its status, version, source, last edit, responses (count, latest, link to
 * them) and who sees it. One table: on a phone
 * each row becomes a card (CSS), so the same links and buttons serve both.
 */
export function FormsTable({ forms, myUid, onDuplicate, onArchive }: FormsTableProps) {
  return (
    <table className="fb-forms-table">
      <caption className="visually-hidden">Forms, with their status, version and responses</caption>
      <thead>
        <tr>
          <th scope="col">Form</th>
          <th scope="col">Status</th>
          <th scope="col">Version</th>
          <th scope="col">Source</th>
          <th scope="col">Last edit</th>
          <th scope="col">Responses</th>
          <th scope="col">Last submission</th>
          <th scope="col">Who sees it</th>
          <th scope="col"><span className="visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {forms.map((form) => (
          <tr key={form.id} data-testid={`form-row-${form.id}`}>
            <th scope="row" className="fb-forms-title">
              {form.title}
              <span className="muted fb-small-text fb-forms-id">{form.id}</span>
            </th>
            <td data-label="Status">
              <span className={`fb-badge fb-badge-${form.status}`}>{FORM_STATUS_LABELS[form.status]}</span>
            </td>
            <td data-label="Version">{form.currentVersion ?? <span className="muted">Not published</span>}</td>
            <td data-label="Source">{FORM_SOURCE_LABELS[form.source]}</td>
            <td data-label="Last edit"><LastEdit form={form} myUid={myUid} /></td>
            <td data-label="Responses">
              <ResponsesCount formId={form.id} />{' '}
              <Link to={responsesPath(form.id)} aria-label={`Responses to ${form.title}`}>See responses</Link>
            </td>
            <td data-label="Last submission"><LastSubmission formId={form.id} /></td>
            <td data-label="Who sees it"><FormAudienceControl formId={form.id} audience={form.audience ?? 'everyone'} /></td>
            <td className="fb-forms-actions">
              <Link className="button secondary fb-small" to={builderPath(form.id)} aria-label={`Open ${form.title} in the builder`}>Open</Link>
              <Link className="button secondary fb-small" to={previewPath(form.id, form.currentVersion ? undefined : 'draft')} aria-label={`Preview ${form.title}`}>
                Preview
              </Link>
              <button type="button" className="button secondary fb-small" onClick={() => onDuplicate(form)} aria-label={`Duplicate ${form.title}`}>
                Duplicate
              </button>
              <button type="button" className="button secondary fb-small" onClick={() => onArchive(form)} aria-label={`${form.status === 'archived' ? 'Unarchive' : 'Archive'} ${form.title}`}>
                {form.status === 'archived' ? 'Unarchive' : 'Archive'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
