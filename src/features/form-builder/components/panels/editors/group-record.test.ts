import { describe, expect, it } from 'vitest';
import { newRecordFieldName, recordFieldNameProblem, recordFieldsOf, withRecordFields } from './group-record';

const group = {
  type: 'array',
  title: 'Medications',
  maxItems: 20,
  items: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, started: { type: 'string', title: 'Started', format: 'date' } },
    required: ['name'],
    additionalProperties: false,
  },
};
const ui = { items: { 'ui:order': ['name', 'started'], started: { 'ui:widget': 'date' } } };

describe('group record', () => {
  it('reads the fields of an entry with their uiSchema and required', () => {
    const fields = recordFieldsOf(group, ui);
    expect(fields.map((f) => [f.name, f.required, f.uiSchema])).toEqual([
      ['name', true, undefined],
      ['started', false, { 'ui:widget': 'date' }],
    ]);
  });

  it('writes them back unchanged when nothing changed', () => {
    const back = withRecordFields(group, ui, recordFieldsOf(group, ui));
    expect(back.schema).toEqual(group);
    expect(back.uiSchema).toEqual(ui);
  });

  it('reorders, drops a field with its uiSchema, and clears required and empty uiSchema', () => {
    const [name] = recordFieldsOf(group, { items: { started: { 'ui:widget': 'date' } } });
    const back = withRecordFields(group, { items: { started: { 'ui:widget': 'date' } } }, [{ ...name!, required: false }]);
    expect(back.schema.items).toEqual({ type: 'object', properties: { name: { type: 'string', title: 'Name' } }, additionalProperties: false });
    expect(back.uiSchema).toBeNull();
  });

  it('checks and proposes names', () => {
    const fields = recordFieldsOf(group, ui);
    expect(recordFieldNameProblem('started', 0, fields)).toMatch(/already called/);
    expect(recordFieldNameProblem('1x', 0, fields)).toMatch(/Start with a letter/);
    expect(recordFieldNameProblem('dose', 0, fields)).toBeNull();
    expect(newRecordFieldName(fields)).toBe('field3');
  });
});
