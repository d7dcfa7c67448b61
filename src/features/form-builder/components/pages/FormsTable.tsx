import { Link } from 'react-router-dom';
import type { FormSummary } from '../../api/forms-api';
import { exactTime, FORM_SOURCE_LABELS, FORM_STATUS_LABELS, relativeTime, whoText } from './format';
import { builderPath, previewPath } from './paths';
import { ResponsesCount } from './ResponsesCount';

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

/**
 * Every form with its status, version, source, last edit and responses. One table: on a phone
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
            <td data-label="Responses"><ResponsesCount formId={form.id} /></td>
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
