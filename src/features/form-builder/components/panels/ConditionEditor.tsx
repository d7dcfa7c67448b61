/**
 * When a question is shown, as a sentence: "Show this question (and these others) when [question]
 * [is one of] [a, b]", tests combined with "all of these" / "any of these". Written to the
 * definition's `conditions` (setCondition / removeCondition); the conditions of committed forms read
 * back the same way. Standalone it edits the selected question.
 *
 * Focus never falls to <body> when a pressed button disappears: "Show it only when…" moves it to
 * the new condition's first control; removing a condition (or taking this question out of it)
 * moves it to the next condition's first control, else the previous one's, else "Show it only
 * when…", else the heading, and says in the live region how the question is shown now.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormCondition, FormDefinition } from '@engine';
import { useBuilder, useBuilderStore } from '../../store';
import { useWorkspace } from '../workspace-context';
import { conditionOf, describeCondition, newConditionId, shownNowSentence, testedFields } from './condition-rows';
import { answeringFields, ConditionRowsEditor, focusFirstControl, startRow } from './ConditionRowsEditor';
import { fieldsInOrder, titleOf } from './field-schema';
import { InlineProblem } from './editors/inputs';
import { LazyDetails } from './editors/LazyDetails';
import { QuestionChecklist } from './editors/QuestionChecklist';
import { useApply, useResetBy } from './use-panel';
import './panels.css';

export function ConditionEditor({ field: given }: { field?: string } = {}) {
  const selection = useBuilder((s) => s.selection);
  const field = given ?? (selection?.kind === 'field' ? selection.name : undefined);
  if (!field) return <p className="muted">Select a question to choose when it is shown.</p>;
  return <QuestionConditions key={field} field={field} />;
}

function QuestionConditions({ field }: { field: string }) {
  const all = useBuilder((s) => s.definition.conditions);
  // cheap on every keystroke elsewhere: the full list of candidate questions is only needed on click
  const others = useBuilder((s) => Object.keys(s.definition.schema.properties ?? {}).length > 1);
  const store = useBuilderStore();
  const apply = useApply();
  const mine = useMemo(() => (all ?? []).filter((c) => c.show.includes(field)), [all, field]);
  const [problem, setProblem] = useResetBy<string | null>(null, all);
  const { announce } = useWorkspace();
  // where focus goes once the list is drawn again: a new condition, or the place of a removed one
  const [focusNext, setFocusNext] = useState<FocusRequest | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    const cards = [...(section.current?.querySelectorAll<HTMLElement>(':scope > .condition-card') ?? [])];
    if (focusNext.kind === 'added') {
      focusFirstControl(cards.find((card) => card.dataset.conditionId === focusNext.id));
      return;
    }
    const moved =
      focusFirstControl(cards[focusNext.index]) ||
      focusFirstControl(cards[focusNext.index - 1]) ||
      (startButton.current && !startButton.current.disabled ? (startButton.current.focus(), true) : false);
    if (!moved) heading.current?.focus();
    announce(focusNext.message);
  }, [focusNext, announce]);

  const start = () => {
    const definition = store.getState().definition;
    const candidate = answeringFields(definition).find((f) => f !== field);
    const when = candidate ? conditionOf({ match: 'all', rows: [startRow(definition, candidate)] }) : null;
    if (!when) return setProblem('There is no other question to depend on: add a question that takes an answer first.');
    const id = newConditionId(definition, field);
    const refused = apply({ type: 'setCondition', condition: { id, show: [field], when } })?.message ?? null;
    if (!refused) setFocusNext({ kind: 'added', id });
    setProblem(refused);
  };

  return (
    <section className="panel-section condition-editor" aria-labelledby={`conditions-${field}`} ref={section}>
      <h3 id={`conditions-${field}`} ref={heading} tabIndex={-1}>
        When is this question shown?
      </h3>
      {mine.length === 0 ? (
        <>
          <p className="muted">Always: every member sees it.</p>
          <button type="button" className="button secondary" onClick={start} disabled={!others} ref={startButton}>
            Show it only when…
          </button>
          {!others ? <p className="field-hint">Add another question first: a question is shown depending on an answer to another.</p> : null}
        </>
      ) : (
        <>
          {mine.length > 1 ? <p className="field-hint">It is shown when any of these conditions holds.</p> : null}
          {mine.map((condition, index) => (
            <ConditionCard
              key={condition.id}
              condition={condition}
              field={field}
              onLeft={(message) => setFocusNext({ kind: 'left', index, message })}
              remaining={mine.length - 1}
            />
          ))}
        </>
      )}
      <InlineProblem>{problem}</InlineProblem>
    </section>
  );
}

/** Focus once drawn: the first control of a condition just added, or the place of one this question left. */
type FocusRequest = { kind: 'added'; id: string } | { kind: 'left'; index: number; message: string };

interface ConditionCardProps {
  condition: FormCondition;
  field: string;
  /** this question no longer depends on the condition (removed, or the question taken out of it) */
  onLeft(announcement: string): void;
  /** how many other conditions show this question */
  remaining: number;
}

function ConditionCard({ condition, field, onLeft, remaining }: ConditionCardProps) {
  const definition = useBuilder((s) => s.definition);
  const apply = useApply();
  const [problem, setProblem] = useResetBy<string | null>(null, condition);
  const others = condition.show.filter((f) => f !== field);
  const write = (next: FormCondition) => apply({ type: 'setCondition', condition: next }, `condition:${condition.id}`)?.message ?? null;
  const shownNow = shownNowSentence(definition, field, remaining);
  const othersFreed = others.length === 0 ? '' : ` ${others.length === 1 ? 'The other question it showed no longer depends on it' : `The ${others.length} other questions it showed no longer depend on it`}.`;
  const leave = (refused: string | null, announcement: string) => {
    setProblem(refused);
    if (!refused) onLeft(announcement);
  };

  return (
    <div className="condition-card" data-condition-id={condition.id}>
      <p className="condition-summary" aria-live="polite">
        Shown when {describeCondition(definition, condition.when)}.
      </p>
      <ConditionRowsEditor
        condition={condition.when}
        exclude={condition.show}
        lead={
          <span>
            Show <strong>this question</strong>
            {others.length ? ` and ${others.length} other${others.length === 1 ? '' : 's'}` : ''} when
          </span>
        }
        onChange={(when) => write({ ...condition, when })}
      />
      <AlsoShow definition={definition} condition={condition} field={field} onShow={(show) => setProblem(write({ ...condition, show }))} />
      <InlineProblem>{problem}</InlineProblem>
      <div className="row-actions">
        {others.length ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => leave(write({ ...condition, show: others }), `This question no longer depends on that condition. ${shownNow}`)}
          >
            Always show this question
          </button>
        ) : null}
        <button
          type="button"
          className="button secondary small"
          onClick={() => leave(apply({ type: 'removeCondition', id: condition.id })?.message ?? null, `Condition removed. ${shownNow}${othersFreed}`)}
        >
          {others.length ? 'Remove the condition (all its questions always shown)' : 'Remove the condition (always show)'}
        </button>
      </div>
    </div>
  );
}

interface AlsoShowProps {
  definition: FormDefinition;
  condition: FormCondition;
  field: string;
  onShow(show: string[]): void;
}

/** Other questions shown by the same test (a follow-up block), picked by section. */
function AlsoShow({ definition, condition, field, onShow }: AlsoShowProps) {
  const tested = new Set(testedFields(condition.when));
  const choices = fieldsInOrder(definition).filter((f) => f !== field && !tested.has(f));
  const others = condition.show.filter((f) => f !== field);
  return (
    <LazyDetails className="also-show" summary={`Also show with it${others.length ? `: ${others.map((f) => titleOf(definition, f)).join(', ')}` : ' (other questions)'}`}>
      {() => (
        <fieldset>
          <legend className="visually-hidden">Other questions this condition shows</legend>
          <QuestionChecklist definition={definition} questions={choices} chosen={condition.show} order={fieldsInOrder(definition)} onChoose={onShow} />
        </fieldset>
      )}
    </LazyDetails>
  );
}
