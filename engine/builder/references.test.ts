import { describe, expect, it } from 'vitest';
import { accepted, smallForm } from '../test-support/builder-forms.ts';
import { applyEdit } from './apply-edit.ts';
import { describeRefs, fieldReferences, scaleReferences, suggestFieldName, suggestId } from './references.ts';

describe('fieldReferences', () => {
  it('lists the conditions reading a question, the scales scoring it and the flags about it', () => {
    expect(fieldReferences(smallForm(), 'phq2')).toEqual([
      { kind: 'condition', id: 'more' },
      { kind: 'scale', id: 'phq' },
      { kind: 'flag', id: 'item-high' },
    ]);
    expect(fieldReferences(smallForm(), 'smoker')).toEqual([{ kind: 'condition', id: 'per-day' }]);
  });

  it('does not count a condition that only shows the question', () => {
    expect(fieldReferences(smallForm(), 'perDay')).toEqual([]);
  });

  it("counts the form's advanced schema rules naming it", () => {
    const start = smallForm();
    expect(fieldReferences({ ...start, schema: { ...start.schema, dependentRequired: { smoker: ['perDay'] } } }, 'perDay')).toEqual([{ kind: 'form', id: 'small-form' }]);
  });
});

describe('scaleReferences and describeRefs', () => {
  it('lists the flags triggering on a scale, in words an administrator reads', () => {
    const refs = scaleReferences(smallForm(), 'phq');
    expect(refs).toEqual([{ kind: 'flag', id: 'band-high' }, { kind: 'flag', id: 'over-cutoff' }]);
    expect(describeRefs([{ kind: 'condition', id: 'c1' }, ...refs])).toBe('condition "c1", flag "band-high" and flag "over-cutoff"');
    expect(describeRefs([{ kind: 'form', id: 'x' }])).toBe("the form's advanced schema rules");
  });
});

describe('suggestFieldName', () => {
  it('makes a camelCase name from a title, numbered when taken', () => {
    expect(suggestFieldName(smallForm(), 'How well do you sleep?')).toBe('howWellDoYouSleep');
    expect(suggestFieldName(smallForm(), 'notes')).toBe('notes2');
    const def = accepted(applyEdit(smallForm(), { type: 'addField', kind: 'shortText', name: 'notes2', section: 'about' }));
    expect(suggestFieldName(def, 'notes')).toBe('notes3');
  });

  it('always gives a usable name: a letter first, never reserved, never too long', () => {
    expect(suggestFieldName(smallForm(), '')).toBe('question');
    expect(suggestFieldName(smallForm(), '2nd visit')).toBe('question2ndVisit');
    expect(suggestFieldName(smallForm(), 'constructor')).toBe('constructor2');
    expect(suggestFieldName(smallForm(), 'Café au lait')).toBe('cafeAuLait');
    expect(suggestFieldName(smallForm(), 'x'.repeat(100))).toHaveLength(40);
  });
});

describe('suggestId', () => {
  it('makes a slug from a title, numbered when taken', () => {
    expect(suggestId(smallForm(), 'section', 'Your sleep')).toBe('your-sleep');
    expect(suggestId(smallForm(), 'section', 'Mood')).toBe('mood-2');
    expect(suggestId(smallForm(), 'flag', 'Item high!')).toBe('item-high-2');
    expect(suggestId(smallForm(), 'scale', '')).toBe('scale');
    expect(suggestId(smallForm(), 'condition', 'per day')).toBe('per-day-2');
  });
});
