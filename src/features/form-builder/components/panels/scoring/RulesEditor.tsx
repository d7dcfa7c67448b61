/**
 * A scale's rules, each decided yes / no / not yet from the answers: "the total is at least 33"
 * (the PCL-5 cut-off), or "at least 1 item of cluster B and 2 of cluster D rated 2 or more".
 */
import { useId } from 'react';
import type { ScaleRule, ScaleSpec } from '@engine';
import { NumberSetting, TextSetting } from '../editors/inputs';
import { freeId } from '../ids';
import { scaleRange } from '../scoring-model';

interface Props {
  scaleId: string;
  scale: ScaleSpec;
  commit(scale: ScaleSpec, mergeKey?: string): void;
}

type Group = { subscale: string; count: number };

export function RulesEditor({ scaleId, scale, commit }: Props) {
  const id = useId();
  const rules = Object.entries(scale.rules ?? {});
  const subscales = Object.entries(scale.subscales ?? {});
  const range = scaleRange(scale);
  const put = (ruleId: string, rule: ScaleRule | null, mergeKey?: string) => {
    const next = { ...(scale.rules ?? {}) };
    if (rule) next[ruleId] = rule;
    else delete next[ruleId];
    const { rules: _r, ...rest } = scale;
    commit(Object.keys(next).length ? { ...scale, rules: next } : rest, mergeKey);
  };
  const add = () => {
    const ruleId = freeId('cutoff', Object.keys(scale.rules ?? {}));
    put(ruleId, { kind: 'totalAtLeast', title: 'At or above the cut-off', value: Math.ceil((range.min + range.max) / 2) });
  };
  const sayGroup = (g: Group) => (g.subscale === '*' ? 'all questions' : (scale.subscales?.[g.subscale]?.title ?? g.subscale));

  return (
    <fieldset className="panel-group rules-editor">
      <legend>Rules</legend>
      <p className="field-hint">Yes-or-no outcomes from the answers, such as a screening cut-off. Flags can be raised by them.</p>
      {rules.map(([ruleId, rule]) => (
        <div key={ruleId} className="record-field">
          <TextSetting
            label={`What rule “${ruleId}” means (shown to reviewers)`}
            value={rule.title ?? ''}
            onValue={(title) => {
              const { title: _t, ...rest } = rule;
              put(ruleId, title ? { ...rule, title } : (rest as ScaleRule), `rule-title:${scaleId}:${ruleId}`);
              return null;
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-${ruleId}-kind`}>Kind of rule</label>
            <select
              id={`${id}-${ruleId}-kind`}
              value={rule.kind}
              onChange={(e) =>
                put(
                  ruleId,
                  e.target.value === 'totalAtLeast'
                    ? { kind: 'totalAtLeast', ...(rule.title ? { title: rule.title } : {}), value: Math.ceil((range.min + range.max) / 2) }
                    : { kind: 'itemsAtLeast', ...(rule.title ? { title: rule.title } : {}), rating: Math.min(scale.itemMax, scale.itemMin + 2), groups: [{ subscale: '*', count: 1 }] },
                )
              }
            >
              <option value="totalAtLeast">The total is at least a number</option>
              <option value="itemsAtLeast">Enough questions are rated high</option>
            </select>
          </div>
          {rule.kind === 'totalAtLeast' ? (
            <NumberSetting
              label="The total is at least"
              hint={`Totals run from ${range.min} to ${range.max}.`}
              value={rule.value}
              onValue={(value) => {
                put(ruleId, { ...rule, value: value! }, `rule-value:${scaleId}:${ruleId}`);
                return null;
              }}
            />
          ) : (
            <>
              <NumberSetting
                label="Counting questions rated at least"
                hint={`Each question is rated ${scale.itemMin} to ${scale.itemMax}.`}
                wholeNumber
                value={rule.rating}
                onValue={(rating) => {
                  put(ruleId, { ...rule, rating: rating! }, `rule-rating:${scaleId}:${ruleId}`);
                  return null;
                }}
              />
              <ol className="choice-list">
                {rule.groups.map((group, index) => {
                  const setGroup = (patch: Partial<Group>, mergeKey?: string) =>
                    put(ruleId, { ...rule, groups: rule.groups.map((g, i) => (i === index ? { ...g, ...patch } : g)) }, mergeKey);
                  return (
                    <li key={index} className="inline-fields">
                      <NumberSetting
                        label={`At least (group ${index + 1})`}
                        wholeNumber
                        min={1}
                        value={group.count}
                        onValue={(count) => {
                          setGroup({ count: count! }, `rule-count:${scaleId}:${ruleId}:${index}`);
                          return null;
                        }}
                      />
                      <div className="field">
                        <label htmlFor={`${id}-${ruleId}-${index}-of`}>of (group {index + 1})</label>
                        <select id={`${id}-${ruleId}-${index}-of`} value={group.subscale} onChange={(e) => setGroup({ subscale: e.target.value })}>
                          <option value="*">all questions of the scale</option>
                          {subscales.map(([subId, sub]) => (
                            <option key={subId} value={subId}>
                              {sub.title ?? subId}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button
                        type="button"
                        className="button secondary small"
                        disabled={rule.groups.length === 1}
                        aria-label={`Remove the group “${sayGroup(group)}”`}
                        onClick={() => put(ruleId, { ...rule, groups: rule.groups.filter((_, i) => i !== index) })}
                      >
                        Remove
                      </button>
                    </li>
                  );
                })}
              </ol>
              <p className="muted">
                Met when {rule.groups.map((g) => `at least ${g.count} of ${sayGroup(g)}`).join(', and ')} {rule.groups.length > 1 ? 'are' : 'is'} rated{' '}
                {rule.rating} or more.
              </p>
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  const unused = subscales.find(([subId]) => !rule.groups.some((g) => g.subscale === subId))?.[0] ?? '*';
                  put(ruleId, { ...rule, groups: [...rule.groups, { subscale: unused, count: 1 }] });
                }}
              >
                Add a group
              </button>
            </>
          )}
          <div className="row-actions">
            <span className="muted">
              id <code>{ruleId}</code>
            </span>
            <button type="button" className="button secondary small" onClick={() => put(ruleId, null)} aria-label={`Remove the rule “${rule.title ?? ruleId}”`}>
              Remove
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="button secondary" onClick={add}>
        Add a rule
      </button>
    </fieldset>
  );
}
