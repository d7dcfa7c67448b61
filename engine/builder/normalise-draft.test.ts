import { describe, expect, it } from 'vitest';
import { GROUP_MAX_ITEMS } from '../definition/field-kinds.ts';
import type { FormDefinition } from '../definition/types.ts';
import { publishIssues, validateDefinition } from '../definition/validate-definition.ts';
import { committedForm } from '../test-support/committed-forms.ts';
import { deepFreeze } from '../test-support/deep-freeze.ts';
import { generatedForm } from '../test-support/generated-forms.ts';
import { smallForm } from '../test-support/builder-forms.ts';
import { answerLimitFor, normaliseDraft } from './normalise-draft.ts';

/**
 * A builder draft as saved before every list answer needed a maxItems: the multiple-choice preset
 * of the time (no maxItems), a repeating group and a list kept as an advanced question without one.
 */
function draftSavedBeforeTheRule(): FormDefinition {
  const base = smallForm();
  return deepFreeze({
    ...base,
    schema: {
      ...base.schema,
      properties: {
        ...base.schema.properties,
        goals: {
          type: 'array',
          title: 'What would you like to work on?',
          uniqueItems: true,
          items: { type: 'string', oneOf: [{ const: 'sleep', title: 'Sleep' }, { const: 'stress', title: 'Stress' }, { const: 'pain', title: 'Pain' }] },
        },
        medicines: {
          type: 'array',
          title: 'Medicines',
          items: { type: 'object', properties: { name: { type: 'string', title: 'Name', maxLength: 120 } }, required: ['name'], additionalProperties: false },
        },
        tags: { type: 'array', title: 'Words that describe your week', minItems: 25, items: { type: 'string', maxLength: 40 } },
        days: { type: 'array', title: 'Days', uniqueItems: true, items: { type: 'string', enum: ['mon', 'tue'] } },
      },
    },
    sections: [
      // "days" comes first in the form, though it is last in the schema
      { id: 'about', title: 'About you', fields: ['days', 'fullName', 'smoker', 'perDay', 'goals'] },
      { id: 'mood', title: 'Your mood', fields: ['intro', 'phq1', 'phq2', 'notes', 'medicines', 'tags'] },
    ],
  });
}

describe('normaliseDraft', () => {
  it('gives every list answer of an older draft a maxItems, so it passes the checks it failed', () => {
    const old = draftSavedBeforeTheRule();
    const unbounded = validateDefinition(old);
    expect(unbounded.ok).toBe(false);
    expect(publishIssues(old).filter((i) => i.message.includes('maxItems')).map((i) => i.ref?.id)).toEqual(['goals', 'medicines', 'tags', 'days']);

    const { definition, added } = normaliseDraft(old);
    // in the order the form reads (by section), with the rule that set each one
    expect(added).toEqual([
      { field: 'days', maxItems: 2, rule: 'choices' },
      { field: 'goals', maxItems: 3, rule: 'choices' },
      { field: 'medicines', maxItems: GROUP_MAX_ITEMS, rule: 'default' },
      // never below the list's own minItems: the form stays answerable
      { field: 'tags', maxItems: 25, rule: 'default' },
    ]);
    const properties = definition.schema.properties!;
    expect(properties.goals!.maxItems).toBe(3);
    expect(properties.days!.maxItems).toBe(2);
    expect(properties.medicines!.maxItems).toBe(GROUP_MAX_ITEMS);
    expect(properties.tags!.maxItems).toBe(25);
    expect(validateDefinition(definition).ok).toBe(true);
    expect(publishIssues(definition)).toEqual([]);
  });

  it('changes nothing else, copies only the changed questions, and never touches its input (frozen)', () => {
    const old = draftSavedBeforeTheRule();
    const { definition } = normaliseDraft(old);
    expect(definition).not.toBe(old);
    expect(definition.sections).toBe(old.sections);
    expect(definition.uiSchema).toBe(old.uiSchema);
    expect(definition.scoring).toBe(old.scoring);
    expect(definition.schema.properties!.phq1).toBe(old.schema.properties!.phq1);
    expect(old.schema.properties!.goals!.maxItems).toBeUndefined();
    const { maxItems: _added, ...rest } = definition.schema.properties!.goals!;
    expect(rest).toEqual(old.schema.properties!.goals);
  });

  it('is idempotent: a normalised draft comes back as the same object, with nothing added', () => {
    const once = normaliseDraft(draftSavedBeforeTheRule()).definition;
    const twice = normaliseDraft(once);
    expect(twice.definition).toBe(once);
    expect(twice.added).toEqual([]);
  });

  it('leaves today’s forms alone: the committed and generated ones come back as they are', () => {
    for (const form of [committedForm('ptsd'), committedForm('initial-assessment'), committedForm('indian-head'), generatedForm(100)]) {
      const result = normaliseDraft(form);
      expect(result.added).toEqual([]);
      expect(result.definition).toBe(form);
    }
  });

  it('answerLimitFor: only a list without maxItems gets one; a list that may also be null counts', () => {
    expect(answerLimitFor({ type: 'string' })).toBeNull();
    expect(answerLimitFor({ type: 'array', maxItems: 4, items: { enum: ['a'] } })).toBeNull();
    expect(answerLimitFor({ type: ['array', 'null'], items: { enum: ['a', 'b'] } })).toEqual({ maxItems: 2, rule: 'choices' });
    // an empty choice list is no list of choices
    expect(answerLimitFor({ type: 'array', items: { oneOf: [] } })).toEqual({ maxItems: GROUP_MAX_ITEMS, rule: 'default' });
  });
});
