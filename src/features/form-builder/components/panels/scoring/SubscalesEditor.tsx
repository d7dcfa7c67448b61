/**
 * A scale's subscales: named groups of its items (the PCL-5's symptom clusters B–E), each
 * totalled on its own and usable by rules.
 */
import type { FormDefinition, ScaleSpec, SubscaleSpec } from '@engine';
import { TextSetting } from '../editors/inputs';
import { freeId } from '../ids';
import { QuestionChecklist } from '../editors/QuestionChecklist';

interface Props {
  definition: FormDefinition;
  scaleId: string;
  scale: ScaleSpec;
  commit(scale: ScaleSpec, mergeKey?: string): void;
}

export function SubscalesEditor({ definition, scaleId, scale, commit }: Props) {
  const subscales = Object.entries(scale.subscales ?? {});
  const put = (id: string, sub: SubscaleSpec | null, mergeKey?: string) => {
    const next = { ...(scale.subscales ?? {}) };
    if (sub) next[id] = sub;
    else delete next[id];
    const { subscales: _s, ...rest } = scale;
    commit(Object.keys(next).length ? { ...scale, subscales: next } : rest, mergeKey);
  };
  const add = () => {
    const id = freeId('group', Object.keys(scale.subscales ?? {}));
    put(id, { title: `Group ${subscales.length + 1}`, items: scale.items.slice(0, 1) });
  };

  return (
    <fieldset className="panel-group subscales-editor">
      <legend>Subscales</legend>
      <p className="field-hint">Groups of this scale’s questions with their own total, e.g. a symptom cluster. Rules can count within them.</p>
      {subscales.map(([id, sub]) => {
        const name = sub.title || id;
        return (
          <div key={id} className="record-field">
            <TextSetting
              label={`Name of subscale ${id}`}
              value={sub.title ?? ''}
              onValue={(title) => {
                put(id, { ...sub, title }, `subscale-title:${scaleId}:${id}`);
                return null;
              }}
            />
            <fieldset className="value-choices">
              <legend>Questions in “{name}”</legend>
              <QuestionChecklist definition={definition} questions={scale.items} chosen={sub.items} onChoose={(items) => put(id, { ...sub, items })} />
            </fieldset>
            <div className="row-actions">
              <span className="muted">
                id <code>{id}</code>
              </span>
              <button type="button" className="button secondary small" onClick={() => put(id, null)} aria-label={`Remove the subscale “${name}”`}>
                Remove
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className="button secondary" onClick={add}>
        Add a subscale
      </button>
    </fieldset>
  );
}
