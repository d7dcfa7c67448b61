/**
 * Checks across questions: "End date is after Start date", "Hours asleep is not more than Hours in
 * bed", "Work, Rest and Play add up to 100". Each check is a card of lists to choose from (no
 * typing of names), written whole with setCheck; a refused change stays in the card with the
 * reason. Members see a broken check's message at the later question, in the browser and from the
 * server. Focus never falls to <body>: adding moves it to the new card, removing to the heading.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { checkedAnswer, checkWords, type FormCheck, type FormDefinition } from '@engine';
import { useBuilder } from '../../store';
import { focusSoon, useWorkspace } from '../workspace-context';
import { CHECK_KINDS, questionsOf, startCheck, withKind } from './checks/check-model';
import { useCheckRequest } from './checks/check-request';
import { titleOf } from './field-schema';
import { InlineProblem, NumberSetting, TextSetting } from './editors/inputs';
import { LazyDetails } from './editors/LazyDetails';
import { QuestionChecklist } from './editors/QuestionChecklist';
import { freeId } from './ids';
import { useApply, useFollowing, useResetBy } from './use-panel';
import './panels.css';

const ADD: { kind: FormCheck['kind']; label: string; needs: string }[] = [
  { kind: 'after', label: 'Add a date check', needs: 'two date questions' },
  { kind: 'notMoreThan', label: 'Add a number check', needs: 'two number questions' },
  { kind: 'sumEquals', label: 'Add a total check', needs: 'two number questions' },
];

/** The label of the second question's list, read after the first: "Question … Must be after …". */
const COMPARED_WITH: Record<Exclude<FormCheck['kind'], 'sumEquals'>, string> = {
  after: 'Must be after',
  before: 'Must be before',
  notMoreThan: 'Must not be more than',
  notLessThan: 'Must not be less than',
};

export function ChecksEditor() {
  const definition = useBuilder((s) => s.definition);
  const apply = useApply();
  const { announce } = useWorkspace();
  const checks = definition.checks ?? [];
  const request = useCheckRequest();
  const [added, setAdded] = useState<string | null>(null);
  const [problem, setProblem] = useResetBy<string | null>(null, definition.checks);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (request) focusSoon(`check-${request.id}`);
  }, [request]);

  const add = (kind: FormCheck['kind']) => {
    const id = freeId(kind === 'sumEquals' ? 'total' : 'check', checks.map((c) => c.id));
    const check = startCheck(definition, kind, id);
    if (!check) return;
    const refusal = apply({ type: 'setCheck', check });
    setProblem(refusal?.message ?? null);
    if (refusal) return;
    setAdded(id);
    announce(`Check added: ${checkWords(definition, check)}.`);
    focusSoon(`check-${id}`);
  };

  return (
    <div className="panel scoring-editor checks-editor">
      <h2 className="panel-heading" ref={heading} tabIndex={-1} data-testid="checks-heading">
        Checks across questions
      </h2>
      <p className="muted">
        A check compares answers: a date after another, a number not more than another, or numbers that must add up to a total. Members see the
        message at the later question, and the server refuses answers that break it. A check waits until all its questions are answered and shown.
      </p>
      {checks.length === 0 ? <p className="muted">No checks yet.</p> : null}
      {checks.map((check) => {
        const opened = request?.id === check.id;
        return (
          <CheckCard
            key={opened ? `${check.id}#${request.count}` : check.id}
            definition={definition}
            check={check}
            initiallyOpen={check.id === added || opened}
            onRemoved={() => {
              announce(`Check removed: ${checkWords(definition, check)}.`);
              heading.current?.focus();
            }}
          />
        );
      })}
      <div className="row-actions">
        {ADD.map(({ kind, label }) => (
          <button key={kind} type="button" className="button secondary" disabled={questionsOf(definition, checkedAnswer({ kind })).length < 2} onClick={() => add(kind)}>
            {label}
          </button>
        ))}
      </div>
      {ADD.filter(({ kind }) => questionsOf(definition, checkedAnswer({ kind })).length < 2)
        .map(({ needs }) => needs)
        .filter((needs, i, all) => all.indexOf(needs) === i)
        .map((needs) => (
          <p key={needs} className="field-hint">
            Add {needs} (or more) to check one against another.
          </p>
        ))}
      <InlineProblem>{problem}</InlineProblem>
    </div>
  );
}

interface CardProps {
  definition: FormDefinition;
  check: FormCheck;
  initiallyOpen: boolean;
  onRemoved(): void;
}

/** The list of a check's questions: the right kind of question, plus the stored one when it is not (so a broken check shows what it names). */
function optionsFor(definition: FormDefinition, check: FormCheck, current: string[]): { value: string; label: string }[] {
  const answer = checkedAnswer(check);
  const fits = questionsOf(definition, answer);
  const odd = current.filter((f) => !fits.includes(f));
  return [
    ...odd.map((f) => ({ value: f, label: definition.schema.properties?.[f] ? `${titleOf(definition, f)} (not a ${answer} question)` : `${f} (no such question)` })),
    ...fits.map((f) => ({ value: f, label: titleOf(definition, f) })),
  ];
}

function CheckCard({ definition, check: stored, initiallyOpen, onRemoved }: CardProps) {
  const id = useId();
  const apply = useApply();
  const [check, setCheck] = useFollowing(stored);
  const [refusal, setRefusal] = useResetBy<string | null>(null, stored);
  const commit = (next: FormCheck, mergeKey?: string) => {
    setCheck(next);
    setRefusal(apply({ type: 'setCheck', check: next }, mergeKey)?.message ?? null);
  };
  const words = checkWords(definition, stored);

  return (
    <LazyDetails className="flag-card check-card" initiallyOpen={initiallyOpen} summaryTestId={`check-${stored.id}`} summary={<span>{words}</span>}>
      {() => (
        <div className="card-body">
          <div className="field">
            <label htmlFor={`${id}-kind`}>What to check</label>
            <select id={`${id}-kind`} value={check.kind} onChange={(e) => commit(withKind(definition, check, e.target.value as FormCheck['kind']))}>
              {CHECK_KINDS.map(({ kind, label }) => (
                <option key={kind} value={kind} disabled={kind !== check.kind && questionsOf(definition, checkedAnswer({ kind })).length < 2}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {check.kind === 'sumEquals' ? (
            <SumSettings definition={definition} check={check} onCheck={commit} />
          ) : (
            <div className="inline-fields condition-row">
              <QuestionSelect id={`${id}-field`} label="Question" value={check.field} options={optionsFor(definition, check, [check.field])} onValue={(field) => commit({ ...check, field })} />
              <QuestionSelect
                id={`${id}-other`}
                label={COMPARED_WITH[check.kind]}
                value={check.other}
                options={optionsFor(definition, check, [check.other])}
                onValue={(other) => commit({ ...check, other })}
              />
            </div>
          )}
          <TextSetting
            label="Message for members (optional)"
            hint={`Leave it empty to show: ${words}.`}
            multiline
            rows={2}
            value={check.message ?? ''}
            onValue={(text) => {
              const { message: _old, ...rest } = check;
              commit(text.trim() === '' ? rest : { ...rest, message: text }, `check-message:${check.id}`);
              return null;
            }}
          />
          {refusal ? <InlineProblem>This change is not in the form yet: {refusal}</InlineProblem> : null}
          <div className="row-actions">
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                const refused = apply({ type: 'removeCheck', id: stored.id });
                if (refused) setRefusal(refused.message);
                else onRemoved();
              }}
            >
              Remove this check
            </button>
          </div>
        </div>
      )}
    </LazyDetails>
  );
}

function QuestionSelect({ id, label, value, options, onValue }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onValue(value: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SumSettings({ definition, check, onCheck }: { definition: FormDefinition; check: Extract<FormCheck, { kind: 'sumEquals' }>; onCheck(check: FormCheck, mergeKey?: string): void }) {
  const numbers = questionsOf(definition, 'number');
  const odd = check.fields.filter((f) => !numbers.includes(f));
  return (
    <>
      <fieldset className="panel-group">
        <legend>Questions to add up (two or more)</legend>
        <QuestionChecklist
          definition={definition}
          questions={[...odd, ...numbers]}
          chosen={check.fields}
          onChoose={(fields) => onCheck({ ...check, fields })}
          note={(f) => (odd.includes(f) ? <span className="muted"> (not a number question)</span> : null)}
        />
      </fieldset>
      <NumberSetting label="Total" value={check.total} hint="The answers must add up to exactly this." onValue={(total) => (total === undefined ? 'Enter the total' : (onCheck({ ...check, total }, `check-total:${check.id}`), null))} />
    </>
  );
}
