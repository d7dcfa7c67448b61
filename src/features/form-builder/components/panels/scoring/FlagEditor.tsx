/**
 * One flag: how serious it is, the message, who reads it, whether the UK crisis routes are shown
 * with it, the questions it is about, and when it is raised. Edited as a local copy written whole
 * (setFlag); a copy the engine refuses stays here with the reason.
 */
import { useId } from 'react';
import type { FlagSeverity, FlagSpec, FlagTrigger, FormDefinition } from '@engine';
import { testedFields } from '../condition-rows';
import { CheckSetting, InlineProblem, TextSetting } from '../editors/inputs';
import { fieldsInOrder } from '../field-schema';
import { useApply, useFollowing, useResetBy } from '../use-panel';
import { LazyDetails } from '../editors/LazyDetails';
import { QuestionChecklist } from '../editors/QuestionChecklist';
import { TriggerEditor } from './TriggerEditor';

const SEVERITIES: { value: FlagSeverity; label: string; hint: string }[] = [
  { value: 'info', label: 'Information', hint: 'for the record; no action needed' },
  { value: 'warning', label: 'Warning', hint: 'a reviewer should look at it soon' },
  { value: 'urgent', label: 'Urgent', hint: 'follow up promptly; listed first for reviewers' },
];

/** The questions a trigger reads: those its answer tests name, or the items of the scales it uses. */
export function triggerQuestions(def: FormDefinition, trigger: FlagTrigger): string[] {
  if (trigger.kind === 'answer') return testedFields(trigger.when);
  if (trigger.kind === 'anyOf') return [...new Set(trigger.triggers.flatMap((t) => triggerQuestions(def, t)))];
  return def.scoring?.scales?.[trigger.scale]?.items ?? [];
}

export function FlagEditor({ definition, flag: stored, initiallyOpen }: { definition: FormDefinition; flag: FlagSpec; initiallyOpen?: boolean }) {
  const id = useId();
  const apply = useApply();
  const [flag, setFlag] = useFollowing(stored);
  const [refusal, setRefusal] = useResetBy<string | null>(null, stored);
  const [removal, setRemoval] = useResetBy<string | null>(null, stored);
  const commit = (next: FlagSpec, mergeKey?: string) => {
    setFlag(next);
    setRefusal(apply({ type: 'setFlag', flag: next }, mergeKey)?.message ?? null);
  };
  const order = fieldsInOrder(definition);
  const suggested = triggerQuestions(definition, flag.trigger);

  return (
    <LazyDetails
      className="flag-card"
      initiallyOpen={initiallyOpen}
      summary={
        <>
          <span className={`severity ${flag.severity}`}>{flag.severity}</span>
          <span>{flag.message.length > 60 ? `${flag.message.slice(0, 59)}…` : flag.message}</span>
          <span className="muted panel-subtitle">{flag.id}</span>
        </>
      }
    >
      {() => (
        <div className="card-body">
          <fieldset className="panel-group">
            <legend>How serious</legend>
            {SEVERITIES.map((s) => (
              <label key={s.value} className="check-row">
                <input type="radio" name={`${id}-severity`} value={s.value} checked={flag.severity === s.value} onChange={() => commit({ ...flag, severity: s.value })} />
                <span>
                  <strong>{s.label}</strong> <span className="muted">– {s.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextSetting
            label="Message"
            hint="What the reviewer (and the member, if they see it) reads when the flag is raised: what it means and what to do."
            multiline
            value={flag.message}
            onValue={(message) => {
              if (message.trim() === '') return 'Write the message';
              commit({ ...flag, message }, `flag-message:${flag.id}`);
              return null;
            }}
          />
          <fieldset className="panel-group">
            <legend>Who reads the message</legend>
            <label className="check-row">
              <input type="radio" name={`${id}-audience`} checked={flag.audience !== 'member'} onChange={() => commit(withoutKey(flag, 'audience'))} />
              Reviewers only
            </label>
            <label className="check-row">
              <input type="radio" name={`${id}-audience`} checked={flag.audience === 'member'} onChange={() => commit({ ...flag, audience: 'member' })} />
              Reviewers and the member (shown with their result, so write it for them)
            </label>
          </fieldset>
          <CheckSetting
            label="Show the UK crisis support routes with it"
            hint={
              flag.signpost === 'crisis' && flag.audience !== 'member'
                ? 'Members see the routes only with a message they read: choose “Reviewers and the member” above.'
                : 'The member also sees 999, NHS 111 (option 2), Samaritans (116 123) and Shout (text 85258) with tappable numbers. Use it for questions about risk of harm.'
            }
            checked={flag.signpost === 'crisis'}
            onValue={(on) => {
              commit(on ? { ...flag, signpost: 'crisis' } : withoutKey(flag, 'signpost'));
              return null;
            }}
          />
          <TriggerEditor definition={definition} trigger={flag.trigger} onTrigger={(trigger) => commit({ ...flag, trigger }, `flag-trigger:${flag.id}`)} />
          <LazyDetails className="also-show" summary={`Questions it is about (${flag.fields.length}), shown beside it to reviewers`}>
            {() => (
              <>
                {suggested.some((f) => !flag.fields.includes(f)) ? (
                  <button type="button" className="button secondary small" onClick={() => commit({ ...flag, fields: sortBy(order, [...new Set([...flag.fields, ...suggested])]) })}>
                    Add the questions its trigger reads
                  </button>
                ) : null}
                <fieldset>
                  <legend className="visually-hidden">Questions the flag is about</legend>
                  <QuestionChecklist definition={definition} questions={order} chosen={flag.fields} onChoose={(fields) => commit({ ...flag, fields })} />
                </fieldset>
              </>
            )}
          </LazyDetails>
          {refusal ? <InlineProblem>This change is not in the form yet: {refusal}</InlineProblem> : null}
          <div className="row-actions">
            <button type="button" className="button secondary" onClick={() => setRemoval(apply({ type: 'removeFlag', id: flag.id })?.message ?? null)}>
              Remove this flag
            </button>
          </div>
          <InlineProblem>{removal}</InlineProblem>
        </div>
      )}
    </LazyDetails>
  );
}

function withoutKey(flag: FlagSpec, key: 'audience' | 'signpost'): FlagSpec {
  const { [key]: _drop, ...rest } = flag;
  return rest;
}

const sortBy = (order: string[], list: string[]) => [...list].sort((a, b) => order.indexOf(a) - order.indexOf(b));
