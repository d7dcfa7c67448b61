/**
 * One scale: its title, the questions it adds up, their range, bands, subscales and rules.
 * Edits a local copy and writes it whole (setScale) after each change; a copy the engine refuses
 * (a gap between bands, say) stays here with the reason until it is fixed, so nothing typed is lost.
 */
import { useId } from 'react';
import type { FormDefinition, ScaleDirection, ScaleSpec } from '@engine';
import { NumberSetting, TextSetting, InlineProblem } from '../editors/inputs';
import { numericChoiceRange } from '../field-schema';
import { scaleRange, scorableFields, stretchBands } from '../scoring-model';
import { useApply, useFollowing, useResetBy } from '../use-panel';
import { CodesEditor } from '../editors/CodesEditor';
import { LazyDetails } from '../editors/LazyDetails';
import { QuestionChecklist } from '../editors/QuestionChecklist';
import { BandsEditor } from './BandsEditor';
import { RulesEditor } from './RulesEditor';
import { SubscalesEditor } from './SubscalesEditor';

interface Props {
  definition: FormDefinition;
  scaleId: string;
  scale: ScaleSpec;
  initiallyOpen?: boolean;
}

/** The scale with new items or item range: subscales keep only its items, outer bands follow the range. */
function withItemsOrRange(scale: ScaleSpec, patch: Partial<Pick<ScaleSpec, 'items' | 'itemMin' | 'itemMax'>>): ScaleSpec {
  const next = { ...scale, ...patch };
  const bands = stretchBands(scale.bands, scaleRange(scale), scaleRange(next));
  if (bands) next.bands = bands;
  if (scale.subscales && patch.items) {
    next.subscales = Object.fromEntries(
      Object.entries(scale.subscales).map(([id, sub]) => [id, { ...sub, items: sub.items.filter((i) => patch.items!.includes(i)) }]),
    );
  }
  return next;
}

/** The scale with an optional threshold set, or removed when emptied. */
function withOptional(scale: ScaleSpec, key: 'reliableChange' | 'caseness', value: number | undefined): ScaleSpec {
  const { [key]: _previous, ...rest } = scale;
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** The scale with a direction: the default (higher is worse) is stored as no direction at all. */
function withDirection(scale: ScaleSpec, direction: ScaleDirection): ScaleSpec {
  const { direction: _previous, ...rest } = scale;
  return direction === 'higher-is-better' ? { ...rest, direction } : rest;
}

export function ScaleEditor({ definition, scaleId, scale: stored, initiallyOpen }: Props) {
  const id = useId();
  const apply = useApply();
  const [scale, setScale] = useFollowing(stored);
  const [refusal, setRefusal] = useResetBy<string | null>(null, stored);
  const [removal, setRemoval] = useResetBy<string | null>(null, stored);
  const commit = (next: ScaleSpec, mergeKey?: string) => {
    setScale(next);
    setRefusal(apply({ type: 'setScale', id: scaleId, scale: next }, mergeKey)?.message ?? null);
  };
  const scorable = scorableFields(definition);
  const properties = definition.schema.properties ?? {};
  const hint = numericChoiceRange(scale.items.map((i) => properties[i]));
  const range = scaleRange(scale);
  const notScorable = scale.items.filter((i) => !scorable.includes(i));

  return (
    <LazyDetails
      className="scale-card"
      initiallyOpen={initiallyOpen}
      summary={
        <>
          {scale.title || scaleId} <span className="muted panel-subtitle">{scaleId}</span>
        </>
      }
    >
      {() => (
        <div className="card-body">
          <TextSetting
            label="Scale title"
            value={scale.title}
            onValue={(title) => {
              if (title.trim() === '') return 'Give the scale a title';
              commit({ ...scale, title }, `scale-title:${scaleId}`);
              return null;
            }}
          />
          <fieldset className="panel-group">
            <legend>Questions added up</legend>
            {scorable.length === 0 ? (
              <p className="muted">No question can be scored yet: add a rating scale (or a number) question.</p>
            ) : (
              <>
                <div className="row-actions">
                  <button type="button" className="button secondary small" onClick={() => commit(withItemsOrRange(scale, { items: scorable }))}>
                    Choose all {scorable.length}
                  </button>
                </div>
                <QuestionChecklist
                  definition={definition}
                  questions={[...scorable, ...notScorable]}
                  chosen={scale.items}
                  order={scorable}
                  onChoose={(items) => commit(withItemsOrRange(scale, { items }))}
                  note={(field) => (notScorable.includes(field) ? <span className="field-error"> (cannot be scored: not a number question)</span> : null)}
                />
              </>
            )}
            <p className="muted">{scale.items.length} chosen. Only questions answered with a number (rating scales, numbers) can be added up.</p>
          </fieldset>
          <fieldset className="panel-group pair">
            <legend>Each question is rated</legend>
            <NumberSetting
              label="From"
              wholeNumber
              value={scale.itemMin}
              onValue={(itemMin) => {
                commit(withItemsOrRange(scale, { itemMin: itemMin! }), `scale-min:${scaleId}`);
                return null;
              }}
            />
            <NumberSetting
              label="To"
              wholeNumber
              value={scale.itemMax}
              onValue={(itemMax) => {
                commit(withItemsOrRange(scale, { itemMax: itemMax! }), `scale-max:${scaleId}`);
                return null;
              }}
            />
            {hint ? (
              <div className="version-hint">
                <span className="field-hint">
                  The chosen questions’ answers run from {hint.min} to {hint.max}.
                </span>
                {hint.min !== scale.itemMin || hint.max !== scale.itemMax ? (
                  <button type="button" className="button secondary small" onClick={() => commit(withItemsOrRange(scale, { itemMin: hint.min, itemMax: hint.max }))}>
                    Use {hint.min}–{hint.max}
                  </button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <p className="range-line">
            Totals run from <strong>{range.min}</strong> to <strong>{range.max}</strong>. A member who skips a question gets no total.
          </p>
          <fieldset className="panel-group pair">
            <legend>Change over time (read by reviewers)</legend>
            <div className="field">
              <label htmlFor={`${id}-direction`}>A higher total is</label>
              <select
                id={`${id}-direction`}
                value={scale.direction ?? 'higher-is-worse'}
                aria-describedby={`${id}-direction-hint`}
                onChange={(e) => commit(withDirection(scale, e.target.value as ScaleDirection))}
              >
                <option value="higher-is-worse">Worse (symptoms: PHQ-9, GAD-7, PCL-5)</option>
                <option value="higher-is-better">Better (wellbeing)</option>
              </select>
              <span className="field-hint" id={`${id}-direction-hint`}>
                Decides which way is an improvement and which side of the caseness is a case.
              </span>
            </div>
            <NumberSetting
              label="Reliable change"
              optional
              value={scale.reliableChange}
              hint="The smallest change in total between two responses that counts as real (PHQ-9: 6, GAD-7: 4). Leave empty if unknown."
              onValue={(reliableChange) => {
                if (reliableChange !== undefined && reliableChange <= 0) return 'Enter a number above 0';
                commit(withOptional(scale, 'reliableChange', reliableChange), `scale-rc:${scaleId}`);
                return null;
              }}
            />
            <NumberSetting
              label="Caseness from"
              optional
              value={scale.caseness}
              hint={
                scale.direction === 'higher-is-better'
                  ? 'A total at or below this counts as a case; recovery is a case at the first response and not at the latest.'
                  : 'A total at or above this counts as a case (PHQ-9: 10, GAD-7: 8); recovery is a case at the first response and not at the latest.'
              }
              onValue={(caseness) => {
                if (caseness !== undefined && (caseness < range.min || caseness > range.max)) return `Enter a total from ${range.min} to ${range.max}`;
                commit(withOptional(scale, 'caseness', caseness), `scale-case:${scaleId}`);
                return null;
              }}
            />
          </fieldset>
          <BandsEditor scaleId={scaleId} scale={scale} commit={commit} />
          <SubscalesEditor definition={definition} scaleId={scaleId} scale={scale} commit={commit} />
          <RulesEditor scaleId={scaleId} scale={scale} commit={commit} />
          {refusal ? (
            <InlineProblem>
              This change is not in the form yet: {refusal}
            </InlineProblem>
          ) : null}
          <div className="row-actions">
            <button
              type="button"
              className="button secondary"
              onClick={() => setRemoval(apply({ type: 'removeScale', id: scaleId })?.message ?? null)}
            >
              Remove the scale “{scale.title || scaleId}”
            </button>
          </div>
          <InlineProblem>{removal}</InlineProblem>
          <CodesEditor target={{ kind: 'scale', id: scaleId }} what="this scale" />
        </div>
      )}
    </LazyDetails>
  );
}
