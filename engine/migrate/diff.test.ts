import { describe, expect, it } from 'vitest';
import { applyEdit } from '../builder/apply-edit.ts';
import type { Edit } from '../builder/edit-types.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { accepted } from '../test-support/builder-forms.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { composeSteps } from './chain.ts';
import { declaredChanges } from './declared.ts';
import { deriveMigration } from './derive.ts';
import { diffDefinitions } from './diff.ts';
import { m12, m23, m34, v1, v2, v3, v4 } from './test-versions.ts';

function nextVersion(def: FormDefinition, edits: Edit[]): FormDefinition {
  return { ...edits.reduce((d, edit) => accepted(applyEdit(d, edit)), def), version: def.version + 1 };
}

/** The diff of a builder session: its edits declare the renames. */
function diffAfter(def: FormDefinition, edits: Edit[]) {
  const next = nextVersion(def, edits);
  return diffDefinitions(def, next, deriveMigration(def, next, declaredChanges(edits)).migration);
}

const lines = (diff: ReturnType<typeof diffDefinitions>) => diff.changes.map((c) => `${c.kind}${c.field ? ` ${c.field}` : ''}: ${c.text}`);

describe('diffDefinitions over the fixture versions', () => {
  it('a rename is a rename, not a removal, a new question and a changed condition', () => {
    expect(lines(diffDefinitions(v1, v2, m12))).toEqual([
      'renamed smokes: Question "Do you smoke?" renamed from smoker to smokes',
      'renamed cigarettesPerDay: Question "How many a day?" renamed from perDay to cigarettesPerDay',
    ]);
  });

  it('a removal names the question and the condition that went with it', () => {
    expect(lines(diffDefinitions(v2, v3, m23))).toEqual(['removed notes: Question "Tell us more" (notes) removed', 'conditions: Condition "more" removed']);
  });

  it('changed choices, a merged choice, a reworded question asked again; not a scoring change', () => {
    const diff = diffDefinitions(v3, v4, m34);
    expect(lines(diff)).toEqual([
      'reworded phq2: Question "Feeling down or hopeless most days" reworded (was "Feeling down, depressed or hopeless")',
      'reworded phq2: Question "Feeling down or hopeless most days" will be asked again: its meaning changed, earlier answers are kept but the member answers it anew',
      'choices mood: Choices of "Mood": added "Low", removed "Awful"',
      'choices helps: Choices of "What helps": answers "A walk" and "A run" now count as "Exercise"',
      'settings helps: Question "What helps": most answers changed',
    ]);
    expect(diff.scoringChanged).toBe(false);
  });

  it('across three steps composed, says the same as the steps one by one', () => {
    const whole = lines(diffDefinitions(v1, v4, composeSteps([m12, m23, m34])));
    const stepwise = [...lines(diffDefinitions(v1, v2, m12)), ...lines(diffDefinitions(v2, v3, m23)), ...lines(diffDefinitions(v3, v4, m34))];
    expect([...whole].sort()).toEqual([...stepwise].sort());
  });

  it('no changes, no lines', () => {
    expect(diffDefinitions(v4, { ...v4, version: 5 }, deriveMigration(v4, { ...v4, version: 5 }).migration)).toEqual({ changes: [], scoringChanged: false });
  });
});

describe('diffDefinitions on the committed forms after builder edits', () => {
  it('PCL-5: a reworded item, a required change, a changed band rule and a new scoring version', () => {
    const ptsd = committedForm('ptsd');
    const pcl5 = ptsd.scoring!.scales!.pcl5!;
    const diff = diffAfter(ptsd, [
      { type: 'updateField', name: 'pcl3', schema: { ...(ptsd.schema.properties!.pcl3 as JsonSchemaObject), title: 'Upsetting dreams about the stressful experience' } },
      { type: 'updateField', name: 'worstEvent', required: true },
      { type: 'setScale', id: 'pcl5', scale: { ...pcl5, rules: { ...pcl5.rules, cutoff: { ...pcl5.rules!.cutoff!, value: 31 } as never } } },
      { type: 'setScoringVersion', version: 'pcl5-3' },
    ]);
    expect(lines(diff)).toEqual([
      'required worstEvent: Question "If you feel comfortable doing so, briefly describe the wo…" is now required',
      'reworded pcl3: Question "Upsetting dreams about the stressful experience" reworded (was "Suddenly feeling or acting as if the stressful experience…")',
      'scoring: Scoring version changed from "pcl5-2" to "pcl5-3"',
      'scoring: Scale "PCL-5 total symptom severity": rules changed',
    ]);
    expect(diff.scoringChanged).toBe(true);
  });

  it('initial assessment: sections, conditions, a move, an addition, a removal and the form title', () => {
    const form = committedForm('initial-assessment');
    const diff = diffAfter(form, [
      { type: 'updateSection', id: 'gp', title: 'Your doctor' },
      { type: 'moveField', name: 'phone', section: 'emergency-contact', index: 0 },
      { type: 'setCondition', condition: { id: 'medication-details', show: ['medicationDetails'], when: { field: 'takingMedication', in: ['yes', 'unsure'] } } },
      { type: 'removeField', name: 'whyNow' },
      { type: 'addField', kind: 'number', name: 'sleepHours', section: 'history', title: 'Hours of sleep on a usual night' },
      { type: 'setForm', title: 'Initial assessment (2026)' },
      { type: 'moveSection', id: 'consent', index: 0 },
    ]);
    expect(lines(diff)).toEqual([
      'sections phone: Question "Phone number" moved from section "About you" to "Emergency contact"',
      'added sleepHours: Question "Hours of sleep on a usual night" (sleepHours) added to section "Support and medication"',
      'removed whyNow: Question "What made you decide to look for support now?" (whyNow) removed',
      'sections: Section "Your GP" retitled "Your doctor"',
      'sections: Sections reordered: "Confidentiality and consent", "About you", "Emergency contact", "Your doctor", "What brings you here", "Support and medication", "How you have been feeling: mood (PHQ-9)", "How you have been feeling: worry and anxiety (GAD-7)", "Your safety"',
      'conditions: Condition "medication-details" changed: now shows "Please list your medication and what it is for" only when "Are you currently taking any medication, including for yo…" is one of "Yes", "unsure"',
      'settings: Form title changed from "Initial assessment" to "Initial assessment (2026)"',
    ]);
    expect(diff.scoringChanged).toBe(false);
  });

  it('Indian head: a flag made more severe and a choice relabelled', () => {
    const form = committedForm('indian-head');
    const flag = form.scoring!.flags!.find((f) => f.id === 'gp-approval')!;
    const stress = form.schema.properties!.stressLevel as JsonSchemaObject;
    const diff = diffAfter(form, [
      { type: 'setFlag', flag: { ...flag, severity: 'urgent' } },
      { type: 'updateField', name: 'stressLevel', schema: { ...stress, oneOf: [{ const: 'low', title: 'Low' }, { const: 'moderate', title: 'Medium' }, { const: 'high', title: 'High' }] } },
    ]);
    expect(lines(diff)).toEqual(['choices stressLevel: Choices of "How would you describe your stress levels?": "Moderate" now reads "Medium"', 'scoring: Flag "gp-approval": severity changed']);
    expect(diff.scoringChanged).toBe(true);
  });
});
