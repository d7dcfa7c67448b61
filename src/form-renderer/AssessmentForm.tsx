import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { recallText, validateResponse, visibleData, type FieldError, type FormDefinition, type JsonSchemaObject } from '@engine';
import { createResponseStore, type ResponseStore } from './state/response-store.ts';
import { ResponseStoreContext, useRecalled } from './state/context.ts';
import { engineValidator } from './validator.ts';
import { assessmentDefaultsBehavior, assessmentFields, assessmentTemplates, assessmentWidgets } from './theme.ts';
import {
  errorsForStep,
  firstStepWithErrors,
  messagesByField,
  stepSchema,
  stepsOf,
  stepUiSchema,
  stepGrids,
  type Step,
} from './steps.ts';
import { fieldDomId, focusField, idPrefixFor } from './dom-ids.ts';
import { fieldTitle } from './options.ts';
import { retitledLabel } from './retitle.ts';
import { ErrorSummary, StepProgress } from './templates/ErrorSummary.tsx';
import { forgetStep, useCurrentStep } from './step-storage.ts';
import './assessment-form.css';

type Answers = Record<string, unknown>;

export interface AssessmentFormProps {
  definition: FormDefinition;
  /** answers to start from (a saved draft); read when the form mounts, or later while the member has changed nothing */
  formData?: Answers;
  /** every change, with the answers that count (hidden and blank ones left out); runs as a transition */
  onChange?(data: Answers): void;
  /** the answers once every step is valid */
  onSubmit(data: Answers): void | Promise<void>;
  submitting?: boolean;
  submitError?: string | null;
  readOnly?: boolean;
  /** sessionStorage key remembering the current step across reloads */
  stepStorageKey?: string;
}

type FocusRequest = 'summary' | 'heading' | null;

/** A section's words with the earlier answers they show put in (kept up to date as they change). */
function Recalled({ text }: { text: string }) {
  return useRecalled(text);
}

/**
 * The engine's verdict on the answers. A definition the engine cannot compile (the FormBuilder's
 * preview mid-edit, say a half-typed pattern) is reported as a form-level problem, not thrown.
 */
function checkAnswers(definition: FormDefinition, answers: Answers): ReturnType<typeof validateResponse> {
  try {
    return validateResponse(definition, answers);
  } catch {
    return { valid: false, errors: [{ field: null, message: 'These answers cannot be checked: the form itself has a problem.' }] };
  }
}

interface StepFormProps {
  schema: JsonSchemaObject;
  uiSchema: Record<string, unknown>;
  idPrefix: string;
  store: ResponseStore;
  readOnly: boolean;
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/** A step's parts: $defs and its grids, then per question its name, schema, uiSchema entry and whether it is required. */
function partsOf(definition: FormDefinition, step: Step): unknown[] {
  const properties = definition.schema.properties ?? {};
  const required = definition.schema.required ?? [];
  return [
    definition.schema.$defs,
    JSON.stringify(stepGrids(definition, step)),
    ...step.fields.flatMap((f) => [f, properties[f], definition.uiSchema?.[f], required.includes(f)]),
  ];
}

/**
 * The new titles when `next` differs from `built` only in questions' titles, else null. Parts are
 * compared with those RJSF's schema was built from, so titles typed over several edits add up, and
 * retitling back to what RJSF shows needs no title of the store's.
 */
function retitledParts(built: readonly unknown[], next: readonly unknown[]): ReadonlyMap<string, string> | null {
  if (built.length !== next.length || built[0] !== next[0] || built[1] !== next[1]) return null;
  const titles = new Map<string, string>();
  for (let i = 2; i < next.length; i += 4) {
    if (built[i] !== next[i] || built[i + 3] !== next[i + 3]) return null;
    const label = retitledLabel(built[i + 1], next[i + 1], built[i + 2], next[i + 2]);
    if (label === null) return null;
    if (label !== undefined) titles.set(next[i] as string, label);
  }
  return titles.size ? titles : NO_TITLES;
}

interface StepParts {
  /** the parts the RJSF schema and uiSchema were built from */
  built: unknown[];
  /** the parts seen last */
  seen: unknown[];
  schema: JsonSchemaObject;
  uiSchema: Record<string, unknown>;
  /** titles newer than RJSF's schema (shown from the store) */
  titles: ReadonlyMap<string, string>;
}

/**
 * The step's RJSF schema and uiSchema, the same objects for as long as the parts they are made of
 * are (an edit elsewhere in the definition leaves them alone), so RJSF re-renders a step only
 * when one of its own questions changed, and never for a step the edit did not touch. An edit that
 * only retitles questions keeps them too: the new titles are shown from the store (`titles`).
 */
function useStepParts(definition: FormDefinition, step: Step): StepParts {
  const parts = partsOf(definition, step);
  const cache = useRef<StepParts | null>(null);
  const current = cache.current;
  if (!current || !sameItems(current.seen, parts)) {
    const titles = current && retitledParts(current.built, parts);
    cache.current = titles
      ? { ...current, seen: parts, titles }
      : { built: parts, seen: parts, schema: stepSchema(definition, step), uiSchema: stepUiSchema(definition, step), titles: NO_TITLES };
  }
  return cache.current!;
}

/**
 * RJSF's Form takes changed props in componentDidUpdate, which React skips while the form sits in a
 * hidden <Activity> (the FormBuilder keeps its Preview tab mounted that way) and does not replay
 * when it is shown again: the Form would go on drawing the step as it was when hidden (old titles).
 * The props the Form last took are remembered by a layout effect (skipped alike); when the form is
 * shown (layout effects mount again) with other props, the returned generation changes, and the
 * Form keyed by it starts afresh from them (answers live in the store, nothing is lost).
 */
function useShownProps(schema: JsonSchemaObject, uiSchema: Record<string, unknown>): number {
  const [generation, setGeneration] = useState(0);
  const taken = useRef({ schema, uiSchema });
  useLayoutEffect(() => {
    if (taken.current.schema !== schema || taken.current.uiSchema !== uiSchema) setGeneration((g) => g + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount and on being shown again, with the latest props
  }, []);
  useLayoutEffect(() => {
    taken.current = { schema, uiSchema };
  });
  return generation;
}

/**
 * One step's fields rendered by RJSF with the assessment theme; remounted (keyed) for each step,
 * re-rendered (never remounted) when the step's questions change.
 */
const StepForm = memo(function StepForm({ schema, uiSchema, idPrefix, store, readOnly }: StepFormProps) {
  const generation = useShownProps(schema, uiSchema);
  // a getter: one validator for the store's life, whatever definition it holds
  const validator = useMemo(() => engineValidator(() => store.definition()), [store]);
  // RJSF gets the answers as they were when the step opened (or its questions changed); widgets then read the store
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new schema (or Form) is exactly when to take a fresh copy
  const stepData = useMemo(() => ({ ...store.answers() }), [store, schema, generation]);
  const rjsfData = useRef<Answers>(stepData);
  useEffect(() => {
    rjsfData.current = stepData;
  }, [stepData]);

  /** Widgets outside the store (a custom one, say) still report through RJSF; copy what they changed. */
  const syncFromRjsf = useCallback(
    (event: IChangeEvent<Answers>, id?: string) => {
      const next = event.formData ?? {};
      // without an id the change is RJSF's own (defaults it derived), not the member's answer
      if (id === undefined) return;
      for (const [field, value] of Object.entries(next)) {
        if (store.owns(field) && rjsfData.current[field] !== value) store.set(field, value);
      }
      rjsfData.current = next;
    },
    [store],
  );

  return (
    <Form<Answers, RJSFSchema>
      key={generation}
      tagName="div"
      className="af-step"
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema}
      formData={stepData}
      validator={validator}
      templates={assessmentTemplates}
      widgets={assessmentWidgets}
      fields={assessmentFields}
      idPrefix={idPrefix}
      readonly={readOnly}
      showErrorList={false}
      experimental_componentUpdateStrategy="shallow"
      experimental_defaultFormStateBehavior={assessmentDefaultsBehavior}
      onChange={syncFromRjsf}
    />
  );
});

function AssessmentFormBody(props: AssessmentFormProps) {
  const { definition, formData, onSubmit, submitting = false, submitError = null, readOnly = false } = props;
  const [store] = useState(() => createResponseStore(definition, formData));
  // A changed definition (the FormBuilder's preview) keeps the answers: the store takes it before
  // paint; until then the widgets of the few fields it changes read their RJSF props.
  useLayoutEffect(() => store.setDefinition(definition), [store, definition]);
  const steps = useMemo(() => stepsOf(definition), [definition]);
  const [stepIndex, setStepIndex] = useCurrentStep(props.stepStorageKey, steps);
  const step = steps[stepIndex]!;
  const parts = useStepParts(definition, step);
  useLayoutEffect(() => store.retitle(parts.titles), [store, parts.titles]);
  const isLast = stepIndex === steps.length - 1;
  const [summary, setSummary] = useState<FieldError[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusRequest = useRef<FocusRequest>(null);

  // A draft that arrives after mount is taken while the member has not typed anything yet.
  useEffect(() => {
    if (formData && !store.touched()) store.replace(formData);
  }, [formData, store]);

  const onChangeRef = useRef(props.onChange);
  useEffect(() => {
    onChangeRef.current = props.onChange;
  });
  useEffect(
    () =>
      store.subscribe(() => {
        const data = visibleData(store.definition(), store.answers(), store.visible());
        // the parent's update (draft saving, say) must never delay the next keystroke's paint
        startTransition(() => onChangeRef.current?.(data));
      }),
    [store],
  );

  // Sent and then replaced (by the result, say) without a failure shown: the next visit is a new
  // response, so it must not reopen on the last step remembered from this one.
  const submitted = useRef(false);
  const latest = useRef({ submitError, stepStorageKey: props.stepStorageKey });
  useEffect(() => {
    latest.current = { submitError, stepStorageKey: props.stepStorageKey };
  });
  useEffect(
    () => () => {
      if (submitted.current && !latest.current.submitError) forgetStep(latest.current.stepStorageKey);
    },
    [],
  );

  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request === 'summary') summaryRef.current?.focus();
    if (request === 'heading') headingRef.current?.focus();
  });

  const goTo = (index: number, errors: FieldError[]): void => {
    store.showErrors(messagesByField(errors));
    setSummary(errors);
    if (index !== stepIndex) setStepIndex(index);
    // sending stays on the same step: focus stays on Submit, ready to retry if it fails
    focusRequest.current = errors.length > 0 ? 'summary' : index !== stepIndex ? 'heading' : null;
  };

  const advance = (event: FormEvent): void => {
    event.preventDefault();
    if (submitting) return;
    if (readOnly) {
      if (!isLast) goTo(stepIndex + 1, []);
      return;
    }
    const answers = store.answers();
    const result = checkAnswers(definition, answers);
    const here = errorsForStep(result.errors, step, isLast);
    if (here.length > 0) return goTo(stepIndex, here);
    if (!isLast) return goTo(stepIndex + 1, []);
    if (!result.valid) {
      const index = firstStepWithErrors(result.errors, steps);
      return goTo(index, errorsForStep(result.errors, steps[index]!, index === steps.length - 1));
    }
    goTo(stepIndex, []);
    submitted.current = true;
    void onSubmit(visibleData(definition, answers));
  };

  // a question removed while its error was listed (the FormBuilder's preview) leaves the list
  const shownSummary = summary.filter((e) => e.field === null || e.field in (definition.schema.properties ?? {}));

  const followError = (field: string): void => {
    focusField(fieldDomId(definition.id, field));
  };

  return (
    <ResponseStoreContext.Provider value={store}>
      <form className="af-form" noValidate onSubmit={advance} aria-labelledby={`${idPrefixFor(definition.id)}-title`}>
        <header className="af-form__header">
          <p id={`${idPrefixFor(definition.id)}-title`} className="af-form__title">
            {definition.title}
          </p>
          <StepProgress index={stepIndex} count={steps.length} title={<Recalled text={step.title} />} />
        </header>
        <h2 ref={headingRef} tabIndex={-1} className="af-step__title">
          <Recalled text={step.title} />
        </h2>
        {step.description ? (
          <p className="af-step__description">
            <Recalled text={step.description} />
          </p>
        ) : null}
        <ErrorSummary
          ref={summaryRef}
          errors={shownSummary}
          titleOf={(field) => recallText(definition, fieldTitle(definition, field), store.answers(), store.visible())}
          idOf={(field) => fieldDomId(definition.id, field)}
          onFollow={followError}
        />
        <StepForm
          key={step.id}
          schema={parts.schema}
          uiSchema={parts.uiSchema}
          idPrefix={idPrefixFor(definition.id)}
          store={store}
          readOnly={readOnly}
        />
        {submitError ? (
          <p className="af-submit-error" role="alert">
            {submitError}
          </p>
        ) : null}
        <div className="af-nav">
          {stepIndex > 0 ? (
            <button type="button" className="af-button af-button--secondary" onClick={() => goTo(stepIndex - 1, [])}>
              Back
            </button>
          ) : null}
          {!isLast || !readOnly ? (
            // aria-disabled, not disabled: disabling the focused button drops focus to the page, and
            // a keyboard user whose sending failed retries with Enter (advance ignores it meanwhile)
            <button type="submit" className="af-button af-button--primary" aria-disabled={submitting || undefined}>
              {isLast ? (submitting ? 'Submitting…' : 'Submit') : 'Next'}
            </button>
          ) : null}
        </div>
      </form>
    </ResponseStoreContext.Provider>
  );
}

/**
 * A member filling in an assessment: the definition's sections as steps, each validated by the
 * engine before moving on, and the answers that count handed to onSubmit.
 *
 * A new definition object for the same form (the FormBuilder's live preview, edited as the member
 * types) is taken without remounting: answers, the current step and focus stay. The caller decides
 * when a form starts afresh by giving it a `key` (the member's page keys it by form and version);
 * a definition with another id is always another form.
 */
export const AssessmentForm = memo(function AssessmentForm(props: AssessmentFormProps) {
  return <AssessmentFormBody key={props.definition.id} {...props} />;
});
