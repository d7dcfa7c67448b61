/**
 * A rating scale's points: consecutive whole numbers (0–N or 1–N) each with the words a member
 * reads ("Not at all" ... "Extremely"). Scales sum these numbers, so values stay consecutive.
 */
import { useId } from 'react';
import type { JsonSchemaObject } from '@engine';
import { choicesOf, withChoices, type Choice } from '../field-schema';
import { TextSetting } from './inputs';

interface Props {
  name: string;
  schema: JsonSchemaObject;
  write(schema: JsonSchemaObject, mergeKey?: string): string | null;
}

/** Points renumbered from `start`, keeping their labels in order. */
function numbered(labels: string[], start: number): Choice[] {
  return labels.map((label, i) => ({ value: start + i, label }));
}

export function RatingLabelsEditor({ name, schema, write }: Props) {
  const id = useId();
  const points = choicesOf(schema) ?? [];
  const labels = points.map((p) => p.label);
  const start = typeof points[0]?.value === 'number' ? points[0].value : 0;
  const put = (next: Choice[], mergeKey?: string) => write(withChoices(schema, next), mergeKey);

  return (
    <fieldset className="panel-group rating-editor">
      <legend>Rating points</legend>
      <div className="field">
        <label htmlFor={`${id}-start`}>The scale starts at</label>
        <select id={`${id}-start`} value={start} onChange={(e) => put(numbered(labels, Number(e.target.value)))}>
          <option value={0}>0</option>
          <option value={1}>1</option>
        </select>
      </div>
      <ol className="choice-list">
        {points.map((point, index) => (
          <li key={index} className="choice-row rating-row">
            <span className="rating-value" aria-hidden="true">
              {String(point.value)}
            </span>
            <TextSetting
              label={`Label for ${String(point.value)}`}
              value={point.label}
              className="choice-label"
              onValue={(label) => {
                if (label.trim() === '') return 'Give this point a label';
                return put(points.map((p, i) => (i === index ? { ...p, label } : p)), `rating-label:${name}:${index}`);
              }}
            />
          </li>
        ))}
      </ol>
      <div className="row-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => put(numbered([...labels, `Point ${start + labels.length}`], start))}
        >
          Add a point
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={points.length <= 2}
          onClick={() => put(numbered(labels.slice(0, -1), start))}
        >
          Remove the top point
        </button>
      </div>
      <p className="field-hint">
        Scales that add up this question use its numbers: after adding or removing points, check their item range in
        Scoring.
      </p>
    </fieldset>
  );
}
