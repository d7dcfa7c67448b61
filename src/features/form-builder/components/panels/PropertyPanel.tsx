/**
 * The selected thing's settings: a question (title, help text, required, its kind's own editors,
 * variable name, when it is shown), a section (title, description) or the form itself.
 */
import { useEffect, useRef, useState } from 'react';
import { fieldKind, kindOfField, type FormSettings, type JsonSchemaObject } from '@engine';
import { useBuilder } from '../../store';
import { ConditionEditor } from './ConditionEditor';
import { withKeyword } from './field-schema';
import { AdvancedJson } from './editors/AdvancedJson';
import { ChoicesEditor } from './editors/ChoicesEditor';
import { CodesEditor } from './editors/CodesEditor';
import { GroupFieldsEditor } from './editors/GroupFieldsEditor';
import { CheckSetting, TextSetting } from './editors/inputs';
import {
  MaxItemsEditor,
  MaxLengthEditor,
  NumberRangeEditor,
  PatternEditor,
  PlaceholderEditor,
  type FieldWriter,
} from './editors/LimitEditors';
import { RatingLabelsEditor } from './editors/RatingLabelsEditor';
import { GridEditor, useInGrid } from './editors/GridEditor';
import { SliderScaleEditor } from './editors/SliderScaleEditor';
import { FormulaEditor } from './editors/FormulaEditor';
import { InsertEarlierAnswer } from './editors/InsertEarlierAnswer';
import { VariableName } from './editors/VariableName';
import { useApply } from './use-panel';
import './panels.css';

export function PropertyPanel() {
  const selection = useBuilder((s) => s.selection);
  const select = useBuilder((s) => s.select);
  // the button that opens the form settings disappears when pressed: focus goes to their heading, not <body>
  const [focusForm, setFocusForm] = useState(false);
  if (selection?.kind === 'field') return <QuestionProperties key={selection.name} name={selection.name} />;
  if (selection?.kind === 'section') return <SectionProperties key={selection.id} id={selection.id} />;
  if (selection?.kind === 'form') return <FormProperties focusHeading={focusForm} onFocused={() => setFocusForm(false)} />;
  return (
    <div className="panel property-panel">
      <p className="muted">Select a question or a section on the canvas to change it here.</p>
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          setFocusForm(true);
          select({ kind: 'form' });
        }}
      >
        The form’s own settings
      </button>
    </div>
  );
}

function QuestionProperties({ name }: { name: string }) {
  const schema = useBuilder((s) => s.definition.schema.properties?.[name]);
  const uiSchema = useBuilder((s) => s.definition.uiSchema?.[name]) as Record<string, unknown> | undefined;
  const required = useBuilder((s) => s.definition.schema.required?.includes(name) ?? false);
  const apply = useApply();
  const inGrid = useInGrid(name);
  if (!schema) return <p className="muted panel">This question no longer exists.</p>;

  const kindId = kindOfField(schema, uiSchema);
  const kind = kindId === 'advanced' ? null : fieldKind(kindId);
  const write: FieldWriter['write'] = (change, mergeKey) => apply({ type: 'updateField', name, ...change }, mergeKey)?.message ?? null;
  const writeSchema = (next: JsonSchemaObject, mergeKey?: string) => write({ schema: next }, mergeKey);
  const writer: FieldWriter = { name, schema, uiSchema, write };
  // a grid's rows share its scale: the grid's editor changes it for every row
  const editors = (kind?.editors ?? []).filter((editor) => !inGrid || (editor !== 'ratingLabels' && editor !== 'choices'));

  return (
    <div className="panel property-panel">
      {/* focusable by script: on a phone, choosing a question on the canvas brings this heading into view */}
      <h2 className="panel-heading" tabIndex={-1} data-testid="question-settings-heading">
        {kind ? kind.label : 'Advanced question'} <span className="muted panel-subtitle">{name}</span>
      </h2>
      {kind ? (
        <>
          <InsertEarlierAnswer
            place={{ kind: 'field', name }}
            what={kind.answers ? 'the question' : 'the heading'}
            value={typeof schema.title === 'string' ? schema.title : ''}
            onValue={(text) => writeSchema(withKeyword(schema, 'title', text), `title:${name}`)}
          >
            <TextSetting
              label={kind.answers ? 'Question' : 'Heading'}
              value={typeof schema.title === 'string' ? schema.title : ''}
              onValue={(text) => writeSchema(withKeyword(schema, 'title', text), `title:${name}`)}
            />
          </InsertEarlierAnswer>
          <InsertEarlierAnswer
            place={{ kind: 'field', name }}
            what={kind.answers ? 'the help text' : 'the text members read'}
            value={typeof schema.description === 'string' ? schema.description : ''}
            onValue={(text) => writeSchema(withKeyword(schema, 'description', text), `description:${name}`)}
          >
            <TextSetting
              label={kind.answers ? 'Help text' : 'Text members read'}
              hint={kind.answers ? 'Shown under the question. Leave empty for none.' : undefined}
              multiline
              value={typeof schema.description === 'string' ? schema.description : ''}
              onValue={(text) => writeSchema(withKeyword(schema, 'description', text), `description:${name}`)}
            />
          </InsertEarlierAnswer>
        </>
      ) : (
        <AdvancedJson name={name} schema={schema} write={(next) => writeSchema(next)} />
      )}
      {/* a calculated value is worked out, never answered: it cannot be required */}
      {kind?.answers !== false && kind?.id !== 'calculated' ? (
        <CheckSetting
          label="Members must answer this question"
          hint="A question hidden by a condition is never required."
          checked={required}
          onValue={(value) => write({ required: value })}
        />
      ) : null}
      <GridEditor name={name} />
      {editors.includes('choices') ? <ChoicesEditor name={name} schema={schema} write={writeSchema} kind={kind?.id} /> : null}
      {editors.includes('sliderScale') ? <SliderScaleEditor {...writer} /> : null}
      {editors.includes('formula') ? <FormulaEditor {...writer} /> : null}
      {editors.includes('ratingLabels') ? <RatingLabelsEditor name={name} schema={schema} write={writeSchema} /> : null}
      {editors.includes('numberRange') ? <NumberRangeEditor {...writer} /> : null}
      {editors.includes('maxLength') ? <MaxLengthEditor {...writer} /> : null}
      {editors.includes('pattern') ? <PatternEditor {...writer} /> : null}
      {editors.includes('placeholder') ? <PlaceholderEditor {...writer} /> : null}
      {editors.includes('groupFields') ? <GroupFieldsEditor {...writer} /> : null}
      {editors.includes('maxItems') ? <MaxItemsEditor {...writer} /> : null}
      <VariableName name={name} />
      <ConditionEditor field={name} />
      <CodesEditor target={{ kind: 'field', id: name }} what="this question" />
    </div>
  );
}

function SectionProperties({ id }: { id: string }) {
  const section = useBuilder((s) => s.definition.sections?.find((x) => x.id === id));
  const apply = useApply();
  if (!section) return <p className="muted panel">This section no longer exists.</p>;
  return (
    <div className="panel property-panel">
      <h2 className="panel-heading">
        Section <span className="muted panel-subtitle">{id}</span>
      </h2>
      <InsertEarlierAnswer
        place={{ kind: 'section', id }}
        what="the section title"
        value={section.title}
        onValue={(title) => apply({ type: 'updateSection', id, title }, `section-title:${id}`)?.message ?? null}
      >
        <TextSetting
          label="Section title"
          value={section.title}
          onValue={(title) => (title.trim() === '' ? 'A section needs a title' : (apply({ type: 'updateSection', id, title }, `section-title:${id}`)?.message ?? null))}
        />
      </InsertEarlierAnswer>
      <InsertEarlierAnswer
        place={{ kind: 'section', id }}
        what="the section description"
        value={section.description ?? ''}
        onValue={(text) => apply({ type: 'updateSection', id, description: text === '' ? null : text }, `section-description:${id}`)?.message ?? null}
      >
        <TextSetting
          label="Section description"
          hint="Shown under the title on this step. Leave empty for none."
          multiline
          value={section.description ?? ''}
          onValue={(text) => apply({ type: 'updateSection', id, description: text === '' ? null : text }, `section-description:${id}`)?.message ?? null}
        />
      </InsertEarlierAnswer>
      <CodesEditor target={{ kind: 'section', id }} what="this section" />
    </div>
  );
}

const FORM_KINDS: { value: NonNullable<FormSettings['kind']>; label: string }[] = [
  { value: 'screening', label: 'Screening (a scored questionnaire, e.g. the PCL-5)' },
  { value: 'consultation', label: 'Consultation (before a treatment)' },
  { value: 'intake', label: 'Intake (when a member joins)' },
  { value: 'custom', label: 'Other' },
];

interface FormPropertiesProps {
  /** focus the heading once drawn (opened from the button that has just disappeared) */
  focusHeading?: boolean;
  onFocused?: () => void;
}

function FormProperties({ focusHeading = false, onFocused }: FormPropertiesProps) {
  const title = useBuilder((s) => s.definition.title);
  const description = useBuilder((s) => s.definition.description);
  const settings = useBuilder((s) => s.definition.settings);
  const scoringVersion = useBuilder((s) => s.definition.scoring?.version);
  const formId = useBuilder((s) => s.definition.id);
  const apply = useApply();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    onFocused?.();
  }, [focusHeading, onFocused]);
  return (
    <div className="panel property-panel">
      <h2 className="panel-heading" tabIndex={-1} ref={heading}>
        The form
      </h2>
      <TextSetting
        label="Form title"
        value={title}
        onValue={(text) => (text.trim() === '' ? 'The form needs a title' : (apply({ type: 'setForm', title: text }, 'form-title')?.message ?? null))}
      />
      <TextSetting
        label="Form description"
        hint="What members read before they start. Leave empty for none."
        multiline
        value={description ?? ''}
        onValue={(text) => apply({ type: 'setForm', description: text === '' ? null : text }, 'form-description')?.message ?? null}
      />
      <div className="field">
        <label htmlFor="form-kind">Kind of form</label>
        <select
          id="form-kind"
          value={settings?.kind ?? 'custom'}
          onChange={(event) => apply({ type: 'setForm', settings: { ...settings, kind: event.target.value as FormSettings['kind'] } })}
        >
          {FORM_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      {scoringVersion !== undefined ? (
        <TextSetting
          label="Scoring version"
          hint="Recorded with every scored response. Change it whenever scoring changes, so old and new scores are not mixed."
          value={scoringVersion}
          spellCheck={false}
          onValue={(text) => (text.trim() === '' ? 'Give the scoring a version' : (apply({ type: 'setScoringVersion', version: text }, 'scoring-version')?.message ?? null))}
        />
      ) : (
        <p className="muted">This form has no scoring yet: add a scale or a flag in Scoring.</p>
      )}
      <p className="muted">
        Form id <code>{formId}</code>
      </p>
      <CodesEditor target={{ kind: 'form' }} what="the form" />
    </div>
  );
}
