/**
 * When a flag is raised: an answer (the same condition rows as "show this question when"), a
 * scale's total reaching a number, a total falling in chosen bands, a rule's outcome, or any of
 * several of these.
 */
import { useId } from 'react';
import type { FlagTrigger, FormDefinition } from '@engine';
import { conditionOf } from '../condition-rows';
import { answeringFields, ConditionRowsEditor, startRow } from '../ConditionRowsEditor';
import { NumberSetting } from '../editors/inputs';
import { scaleRange } from '../scoring-model';

type Kind = FlagTrigger['kind'];

const KIND_WORDS: Record<Kind, string> = {
  answer: 'an answer',
  scaleTotalAtLeast: 'a scale’s total reaches a number',
  scaleBand: 'a scale’s total falls in a band',
  rule: 'a scale’s rule is met (or not)',
  anyOf: 'any one of several things',
};

/** A first trigger of a kind, built from what the form has (null when it has nothing to build it from). */
export function startTrigger(def: FormDefinition, kind: Kind): FlagTrigger | null {
  const scales = Object.entries(def.scoring?.scales ?? {});
  const [scaleId, scale] = scales[0] ?? [];
  switch (kind) {
    case 'answer': {
      const field = answeringFields(def)[0];
      const when = field ? conditionOf({ match: 'all', rows: [startRow(def, field)] }) : null;
      return when ? { kind: 'answer', when } : null;
    }
    case 'scaleTotalAtLeast':
      return scaleId && scale ? { kind: 'scaleTotalAtLeast', scale: scaleId, value: scaleRange(scale).max } : null;
    case 'scaleBand': {
      const withBands = scales.find(([, s]) => s.bands?.length);
      return withBands ? { kind: 'scaleBand', scale: withBands[0], bands: [withBands[1].bands!.at(-1)!.id] } : null;
    }
    case 'rule': {
      const withRules = scales.find(([, s]) => Object.keys(s.rules ?? {}).length);
      return withRules ? { kind: 'rule', scale: withRules[0], rule: Object.keys(withRules[1].rules!)[0]!, equals: true } : null;
    }
    case 'anyOf': {
      const first = startTrigger(def, 'answer');
      return first ? { kind: 'anyOf', triggers: [first] } : null;
    }
  }
}

interface Props {
  definition: FormDefinition;
  trigger: FlagTrigger;
  onTrigger(trigger: FlagTrigger): void;
  /** a trigger inside "any of": no further nesting is offered */
  nested?: boolean;
  label?: string;
}

export function TriggerEditor({ definition, trigger, onTrigger, nested, label = 'Raise this flag when' }: Props) {
  const id = useId();
  const scales = Object.entries(definition.scoring?.scales ?? {});
  const kinds = (Object.keys(KIND_WORDS) as Kind[]).filter((k) => !(nested && k === 'anyOf') || k === trigger.kind);
  const scaleSelect = (value: string, onScale: (scale: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-scale`}>Scale</label>
      <select id={`${id}-scale`} value={value} onChange={(e) => onScale(e.target.value)}>
        {scales.some(([s]) => s === value) ? null : <option value={value}>{value} (missing)</option>}
        {scales.map(([s, spec]) => (
          <option key={s} value={s}>
            {spec.title || s}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="trigger-editor">
      <div className="field">
        <label htmlFor={`${id}-kind`}>{label}</label>
        <select
          id={`${id}-kind`}
          value={trigger.kind}
          onChange={(e) => {
            const next = startTrigger(definition, e.target.value as Kind);
            if (next) onTrigger(next);
          }}
        >
          {kinds.map((k) => (
            <option key={k} value={k} disabled={k !== trigger.kind && !startTrigger(definition, k)}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </select>
      </div>
      {trigger.kind === 'answer' ? (
        <ConditionRowsEditor
          condition={trigger.when}
          lead={<span>Raised when</span>}
          onChange={(when) => {
            onTrigger({ kind: 'answer', when });
            return null;
          }}
        />
      ) : null}
      {trigger.kind === 'scaleTotalAtLeast' ? (
        <div className="inline-fields">
          {scaleSelect(trigger.scale, (scale) => onTrigger({ ...trigger, scale }))}
          <NumberSetting
            label="Total at least"
            value={trigger.value}
            onValue={(value) => {
              onTrigger({ ...trigger, value: value! });
              return null;
            }}
          />
        </div>
      ) : null}
      {trigger.kind === 'scaleBand' ? (
        <>
          {scaleSelect(trigger.scale, (scale) => {
            const first = definition.scoring?.scales?.[scale]?.bands?.at(-1)?.id;
            if (first) onTrigger({ kind: 'scaleBand', scale, bands: [first] });
          })}
          <fieldset className="value-choices">
            <legend>In any of these bands</legend>
            {(definition.scoring?.scales?.[trigger.scale]?.bands ?? []).map((band) => (
              <label key={band.id} className="check-row">
                <input
                  type="checkbox"
                  checked={trigger.bands.includes(band.id)}
                  onChange={(e) => {
                    const bands = e.target.checked ? [...trigger.bands, band.id] : trigger.bands.filter((b) => b !== band.id);
                    if (bands.length) onTrigger({ ...trigger, bands });
                  }}
                />
                {band.label} ({band.min}–{band.max})
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {trigger.kind === 'rule' ? (
        <div className="inline-fields">
          {scaleSelect(trigger.scale, (scale) => {
            const rule = Object.keys(definition.scoring?.scales?.[scale]?.rules ?? {})[0];
            if (rule) onTrigger({ ...trigger, scale, rule });
          })}
          <div className="field">
            <label htmlFor={`${id}-rule`}>Rule</label>
            <select id={`${id}-rule`} value={trigger.rule} onChange={(e) => onTrigger({ ...trigger, rule: e.target.value })}>
              {Object.entries(definition.scoring?.scales?.[trigger.scale]?.rules ?? {}).map(([r, rule]) => (
                <option key={r} value={r}>
                  {rule.title ?? r}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-equals`}>Outcome</label>
            <select id={`${id}-equals`} value={trigger.equals ? 'met' : 'not'} onChange={(e) => onTrigger({ ...trigger, equals: e.target.value === 'met' })}>
              <option value="met">is met</option>
              <option value="not">is not met</option>
            </select>
          </div>
        </div>
      ) : null}
      {trigger.kind === 'anyOf' ? (
        <ol className="condition-list">
          {trigger.triggers.map((inner, index) => (
            <li key={index} className="trigger-editor">
              <TriggerEditor
                definition={definition}
                trigger={inner}
                nested
                label={`Or ${index + 1}: when`}
                onTrigger={(next) => onTrigger({ ...trigger, triggers: trigger.triggers.map((t, i) => (i === index ? next : t)) })}
              />
              <button
                type="button"
                className="button secondary small"
                disabled={trigger.triggers.length === 1}
                onClick={() => onTrigger({ ...trigger, triggers: trigger.triggers.filter((_, i) => i !== index) })}
              >
                Remove this one
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                const first = startTrigger(definition, 'answer');
                if (first) onTrigger({ ...trigger, triggers: [...trigger.triggers, first] });
              }}
            >
              Add another
            </button>
          </li>
        </ol>
      ) : null}
    </div>
  );
}
