import { describe, expect, it } from 'vitest';
import { publishIssues, validateDefinition } from './validate-definition.ts';
import { kindOfField } from './field-kind-of.ts';
import { fieldKindPreset } from './field-kinds.ts';
import { choiceKindsForm } from '../test-support/choice-forms.ts';
import type { FormDefinition, JsonSchemaObject } from './types.ts';

const props = (def: FormDefinition): Record<string, JsonSchemaObject> => def.schema.properties!;
const ui = (def: FormDefinition, name: string): Record<string, unknown> => def.uiSchema![name] as Record<string, unknown>;
const messages = (def: FormDefinition): string[] => publishIssues(def).map((i) => i.message);

describe('the slider, ranking and exclusive-choice kinds', () => {
  it('reads each back as its kind, and the form publishes', () => {
    const def = choiceKindsForm();
    expect(kindOfField(props(def).wellbeing!, ui(def, 'wellbeing'))).toBe('slider');
    expect(kindOfField(props(def).symptoms!, ui(def, 'symptoms'))).toBe('multipleChoice');
    expect(kindOfField(props(def).priorities!, ui(def, 'priorities'))).toBe('ranking');
    expect(publishIssues(def)).toEqual([]);
    expect(validateDefinition(def).ok).toBe(true);
  });

  it('reads the presets back as their kinds', () => {
    for (const kind of ['slider', 'ranking'] as const) {
      const preset = fieldKindPreset(kind, 'A question');
      expect(kindOfField(preset.schema, preset.uiSchema)).toBe(kind);
    }
  });
});

describe('publishing a slider', () => {
  it('refuses min >= max, naming the question', () => {
    const def = choiceKindsForm();
    props(def).wellbeing!.minimum = 100;
    const issues = publishIssues(def);
    expect(issues.map((i) => i.message)).toEqual(['"How are you feeling today?": the slider’s lowest value (100) must be below its highest (100)']);
    expect(issues[0]!.ref).toEqual({ kind: 'field', id: 'wellbeing' });
    expect(validateDefinition(def).ok).toBe(false);
  });

  it('refuses a slider without both ends', () => {
    const def = choiceKindsForm();
    delete props(def).wellbeing!.maximum;
    expect(messages(def)).toEqual(['"How are you feeling today?": set the lowest and highest values of the slider']);
  });

  it('refuses a step that does not divide the range, or ends off the step', () => {
    const def = choiceKindsForm();
    props(def).wellbeing!.multipleOf = 3;
    expect(messages(def)).toEqual([
      '"How are you feeling today?": the step (3) does not divide the slider into equal points from 0 to 100: both ends must be multiples of the step',
    ]);
    props(def).wellbeing!.multipleOf = 2;
    props(def).wellbeing!.minimum = 1;
    expect(messages(def)[0]).toContain('both ends must be multiples of the step');
  });

  it('refuses a fractional step ajv cannot check exactly, and accepts halves (outside a scale)', () => {
    const def = choiceKindsForm();
    delete def.scoring;
    Object.assign(props(def).wellbeing!, { type: 'number', minimum: 0, maximum: 10, multipleOf: 0.1 });
    expect(messages(def)).toEqual(['"How are you feeling today?": the step (0.1) cannot be checked exactly: use a whole number, a half or a quarter']);
    props(def).wellbeing!.multipleOf = 0.5;
    expect(messages(def)).toEqual([]);
  });

  it('refuses a half step on a slider in a scale: its total would have no value', () => {
    const def = choiceKindsForm();
    Object.assign(props(def).wellbeing!, { type: 'number', multipleOf: 0.5 });
    expect(messages(def)).toEqual(['"How are you feeling today?": it is in a scale, which adds whole numbers: give it a whole-number step, not 0.5']);
  });

  it('refuses a fractional step on a whole-number slider, and too many points', () => {
    const def = choiceKindsForm();
    delete def.scoring;
    props(def).wellbeing!.multipleOf = 0.5;
    expect(messages(def)).toEqual(['"How are you feeling today?": a whole-number slider needs a whole-number step, not 0.5']);
    Object.assign(props(def).wellbeing!, { maximum: 5000, multipleOf: 1 });
    expect(messages(def)[0]).toContain('the slider has 5001 points');
  });

  it('refuses a slider with an end unlabelled', () => {
    const def = choiceKindsForm();
    (ui(def, 'wellbeing')['ui:options'] as Record<string, unknown>).maxLabel = '  ';
    expect(messages(def)).toEqual(['"How are you feeling today?": label both ends of the slider (what its lowest and highest values mean)']);
  });

  it('refuses a slider on a text question', () => {
    const def = choiceKindsForm();
    props(def).wellbeing = { type: 'string', title: 'Mood' };
    // the scale over it is refused too: a text answer cannot be scored
    expect(messages(def)).toContain('"Mood": a slider answers with a number: make its type "number" or "integer"');
  });
});

describe('publishing a ranking', () => {
  it('refuses a ranking whose answer need not place every option', () => {
    const def = choiceKindsForm();
    props(def).priorities!.minItems = 1;
    expect(messages(def)).toEqual([
      '"Put these in order of importance to you": a ranking places each of its 3 options once: set uniqueItems to true and minItems and maxItems to 3',
    ]);
  });

  it('refuses a ranking of one option', () => {
    const def = choiceKindsForm();
    const items = props(def).priorities!.items as JsonSchemaObject;
    items.oneOf = items.oneOf!.slice(0, 1);
    Object.assign(props(def).priorities!, { minItems: 1, maxItems: 1 });
    expect(messages(def)).toEqual(['"Put these in order of importance to you": a ranking needs at least two options to put in order']);
  });
});

describe('publishing an exclusive choice', () => {
  it('refuses it on a single-choice question, naming the question', () => {
    const def = choiceKindsForm();
    props(def).single = {
      type: 'string',
      title: 'Your main symptom',
      oneOf: [{ const: 'pain', title: 'Pain' }, { const: 'none', title: 'None of these' }],
      not: { contains: { enum: ['none'] }, minItems: 2 },
    };
    def.uiSchema!.single = { 'ui:widget': 'radio' };
    def.sections![0]!.fields.push('single');
    // (ajv's strict compile refuses the rule's minItems on a text answer too)
    const issue = publishIssues(def).find((i) => i.message.startsWith('"Your main symptom": only a tick-box list'));
    expect(issue?.message).toBe('"Your main symptom": only a tick-box list (multiple choice) can have an option that clears the others, such as “None of these”');
    expect(issue?.ref).toEqual({ kind: 'field', id: 'single' });
  });

  it('refuses it on a ranking', () => {
    const def = choiceKindsForm();
    props(def).priorities!.not = { contains: { enum: ['sleep'] }, minItems: 2 };
    expect(messages(def)).toContain(
      '"Put these in order of importance to you": only a tick-box list (multiple choice) can have an option that clears the others, such as “None of these”',
    );
  });

  it('refuses an exclusive value that is no choice, and every choice exclusive', () => {
    const def = choiceKindsForm();
    props(def).symptoms!.not = { contains: { enum: ['nothing'] }, minItems: 2 };
    expect(messages(def)).toEqual(['"Which of these have you had this week?": the option that clears the others, "nothing", is not one of its choices']);
    props(def).symptoms!.not = { contains: { enum: ['headache', 'nausea', 'dizziness', 'none'] }, minItems: 2 };
    expect(messages(def)[0]).toContain('every option clears the others');
  });
});
