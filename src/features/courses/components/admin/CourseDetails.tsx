import { COURSE_LIMITS, type ContentAudience, type CourseAccess } from '@model';
import { Field } from '../../../../ui';
import type { CourseDraft } from './course-draft';
import { fieldId, MarkdownEditor, Select, TextArea } from './inputs';

export interface CourseDetailsProps {
  draft: CourseDraft;
  /** the problem of a field, if it has one */
  errorOf(field: string): string | null;
  onChange(change: Partial<CourseDraft>): void;
}

const ACCESS_LABELS: Record<CourseAccess, string> = { free: 'Free', paid: 'Paid', membership: 'Included with membership' };

/** The course's own details: what the catalogue and the course page show. */
export function CourseDetails({ draft, errorOf, onChange }: CourseDetailsProps) {
  return (
    <section className="card ca-panel" aria-labelledby="cb-details-title">
      <h2 id="cb-details-title" className="ca-h2">Course details</h2>
      <Field id={fieldId('title')} label="Title" value={draft.title} maxLength={COURSE_LIMITS.title} onChange={(e) => onChange({ title: e.target.value })} error={errorOf('title')} />
      <TextArea field="summary" label="Summary" rows={2} value={draft.summary} maxLength={COURSE_LIMITS.summary}
        hint="One or two sentences for the catalogue." onChange={(e) => onChange({ summary: e.target.value })} error={errorOf('summary')} />
      <MarkdownEditor field="description" label="Description" value={draft.description} maxLength={COURSE_LIMITS.description} rows={6}
        onChange={(description) => onChange({ description })} error={errorOf('description')} />
      <TextArea field="whoFor" label="Who it is for" rows={3} value={draft.whoFor} maxLength={COURSE_LIMITS.whoFor}
        onChange={(e) => onChange({ whoFor: e.target.value })} error={errorOf('whoFor')} />
      <div className="ca-two">
        <Field id={fieldId('coverImageUrl')} label="Cover image address" type="url" inputMode="url" placeholder="https://…" value={draft.coverImageUrl}
          onChange={(e) => onChange({ coverImageUrl: e.target.value })} error={errorOf('coverImageUrl')} hint="An https:// image. Leave empty for none." />
        <Field id={fieldId('coverAlt')} label="Cover description" value={draft.coverAlt} maxLength={COURSE_LIMITS.coverAlt}
          onChange={(e) => onChange({ coverAlt: e.target.value })} error={errorOf('coverAlt')} hint="What the image shows, for screen readers." />
      </div>
      <div className="ca-two">
        <Select field="audience" label="Who sees it in the catalogue" value={draft.audience} onChange={(e) => onChange({ audience: e.target.value as ContentAudience })}>
          <option value="members">Signed-in members only</option>
          <option value="public">Everyone, visitors too</option>
        </Select>
        <fieldset className="ca-access">
          <legend>How members get in</legend>
          {(Object.keys(ACCESS_LABELS) as CourseAccess[]).map((access) => (
            <label key={access}>
              <input type="radio" name="cb-access" value={access} checked={draft.access === access} onChange={() => onChange({ access })} /> {ACCESS_LABELS[access]}
            </label>
          ))}
        </fieldset>
      </div>
      {draft.access === 'paid' ? (
        <Field id={fieldId('price')} label="Price in pounds (£)" inputMode="decimal" value={draft.price} onChange={(e) => onChange({ price: e.target.value })}
          error={errorOf('price')} hint="Like 49 or 49.50." />
      ) : null}
    </section>
  );
}
