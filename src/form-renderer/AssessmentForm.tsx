import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { validateResponse, visibleData, type FieldError, type FormDefinition } from '@engine';
import { createResponseStore, type ResponseStore } from './state/response-store.ts';
import { ResponseStoreContext } from './state/context.ts';
import { engineValidator } from './validator.ts';
import { assessmentDefaultsBehavior, assessmentFields, assessmentTemplates, assessmentWidgets } from './theme.ts';
import {
  errorsForStep,
  firstStepWithErrors,
  messagesByField,
  stepSchema,
  stepsOf,
  stepUiSchema,
  type Step,
} from './steps.ts';
import { fieldDomId, focusField, idPrefixFor } from './dom-ids.ts';
import { fieldTitle } from './options.ts';
import { ErrorSummary, StepProgress } from './templates/ErrorSummary.tsx';
import { forgetStep, useStepIndex } from './step-storage.ts';
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

interface StepFormProps {
  definition: FormDefinition;
  step: Step;
  store: ResponseStore;
  readOnly: boolean;
}

/** One step's fields rendered by RJSF with the assessment theme; remounted (keyed) for each step. */
const StepForm = memo(function StepForm({ definition, step, store, readOnly }: StepFormProps) {
  const schema = useMemo(() => stepSchema(definition, step) as RJSFSchema, [definition, step]);
  const uiSchema = useMemo(() => stepUiSchema(definition, step) as UiSchema, [definition, step]);
  const validator = useMemo(() => engineValidator(definition), [definition]);
  // RJSF gets the answers as they were when the step opened; widgets then read the store
  const [stepData] = useState(() => ({ ...store.answers() }));
  const rjsfData = useRef<Answers>(stepData);

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
      tagName="div"
      className="af-step"
      schema={schema}
      uiSchema={uiSchema}
      formData={stepData}
      validator={validator}
      templates={assessmentTemplates}
      widgets={assessmentWidgets}
      fields={assessmentFields}
      idPrefix={idPrefixFor(definition.id)}
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
  const steps = useMemo(() => stepsOf(definition), [definition]);
  const [stepIndex, setStepIndex] = useStepIndex(props.stepStorageKey, steps.length);
  const step = steps[stepIndex]!;
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
        const data = visibleData(definition, store.answers());
        // the parent's update (draft saving, say) must never delay the next keystroke's paint
        startTransition(() => onChangeRef.current?.(data));
      }),
    [store, definition],
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
    const result = validateResponse(definition, answers);
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
          <StepProgress index={stepIndex} count={steps.length} title={step.title} />
        </header>
        <h2 ref={headingRef} tabIndex={-1} className="af-step__title">
          {step.title}
        </h2>
        {step.description ? <p className="af-step__description">{step.description}</p> : null}
        <ErrorSummary
          ref={summaryRef}
          errors={summary}
          titleOf={(field) => fieldTitle(definition, field)}
          idOf={(field) => fieldDomId(definition.id, field)}
          onFollow={followError}
        />
        <StepForm key={step.id} definition={definition} step={step} store={store} readOnly={readOnly} />
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
 */
export const AssessmentForm = memo(function AssessmentForm(props: AssessmentFormProps) {
  // a different definition (or version) is a different form: start it afresh
  return <AssessmentFormBody key={`${props.definition.id}@${props.definition.version}`} {...props} />;
});
