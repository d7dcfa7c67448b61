import { describe, expect, it } from 'vitest';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { accepted, refused } from '../../test-support/builder-forms.ts';
import { bmiForm } from '../../test-support/recall-calc-forms.ts';
import { withNewNames } from '../../migrate/new-names.ts';
import { applyEdit } from '../apply-edit.ts';
import { fieldReferences } from '../references.ts';

describe('renaming a question that formulas and texts read', () => {
  it('rewrites the formulas and the earlier-answer tokens that name it, and nothing else', () => {
    const start = bmiForm();
    const def = accepted(applyEdit(start, { type: 'renameField', from: 'heightCm', to: 'height' }));
    expect((def.uiSchema!.bmi as { 'ui:options': { formula: string } })['ui:options'].formula).toBe('round(weightKg / (height / 100 * (height / 100)), 1)');
    expect(def.uiSchema!.bmiBand).toBe(start.uiSchema!.bmiBand);
    expect(def.schema.properties!.since).toBe(start.schema.properties!.since);
    expect(structuralIssues(def)).toEqual([]);

    const words = accepted(applyEdit(start, { type: 'renameField', from: 'worstEvent', to: 'event' }));
    expect(words.schema.properties!.eventDate!.title).toBe('When did {event|it} happen?');
    expect(words.sections![1]!.title).toBe('About {event|you}');
    expect(structuralIssues(words)).toEqual([]);
  });

  it('a migration between versions renames them the same way (it uses the builder’s rename)', () => {
    const older = bmiForm();
    const seen = withNewNames(older, { renamed: [{ from: 'mood', to: 'feeling' }, { from: 'eventDate', to: 'when' }] });
    expect(seen.schema.properties!.since!.title).toBe('Since {when}, has your mood been {feeling|as it is}?');
  });

  it('lists the questions and sections reading an answer, so removing it is refused with them named', () => {
    const def = bmiForm();
    expect(fieldReferences(def, 'bmi')).toEqual([{ kind: 'flag', id: 'high-bmi' }, { kind: 'field', id: 'bmiBand' }]);
    expect(fieldReferences(def, 'worstEvent')).toEqual([{ kind: 'field', id: 'eventDate' }, { kind: 'section', id: 'body' }]);
    const refusal = refused(applyEdit(def, { type: 'removeField', name: 'heightCm' }));
    expect(refusal.blockers).toContainEqual({ kind: 'field', id: 'bmi' });
  });
});
