import { describe, expect, it } from 'vitest';
import { committedForm } from '../test-support/committed-forms.ts';
import { gridChoices, gridIssues } from './grids.ts';
import type { FormDefinition, FormGrid } from './types.ts';
import { publishIssues, validateDefinition } from './validate-definition.ts';

const pcl = (): FormDefinition => structuredClone(committedForm('ptsd'));
const withGrid = (def: FormDefinition, grid: FormGrid): FormDefinition => ({ ...def, grids: [grid] });
const messages = (def: FormDefinition): string[] => gridIssues(def).map((i) => i.message);

describe('Likert grid checks', () => {
  it('the committed PHQ-9, GAD-7 and PCL-5 grids pass every check', () => {
    expect(gridIssues(committedForm('ptsd'))).toEqual([]);
    expect(gridIssues(committedForm('initial-assessment'))).toEqual([]);
    expect(committedForm('initial-assessment').grids?.map((g) => g.fields.length)).toEqual([9, 7]);
  });

  it('refuses a grid with no statements at publish, naming the grid', () => {
    const issues = publishIssues(withGrid(pcl(), { id: 'empty', title: 'How bothered', fields: [] }));
    expect(issues).toContainEqual(expect.objectContaining({ path: '/grids/0/fields', message: 'grid "How bothered" (empty) has no statements: add a question to it or remove the grid' }));
    expect(validateDefinition(withGrid(pcl(), { id: 'empty', fields: [] })).ok).toBe(false);
  });

  it('refuses a question that does not exist, that is not a single choice, or is in two grids, naming the question', () => {
    expect(messages(withGrid(pcl(), { id: 'g', fields: ['pcl1', 'ghost'] }))).toEqual(['grid "g" lists "ghost", which is not a question of the form']);
    const text = messages(withGrid(pcl(), { id: 'g', fields: ['worstEvent'] }));
    expect(text[0]).toMatch(/^"If you feel comfortable.*\(worstEvent\) cannot be a row of grid "g"/);
    const def = { ...pcl(), grids: [{ id: 'a', fields: ['pcl1', 'pcl2'] }, { id: 'b', fields: ['pcl2', 'pcl3'] }] };
    expect(gridIssues(def)).toEqual([
      expect.objectContaining({ path: '/grids/1/fields/0', message: expect.stringMatching(/\(pcl2\) is already a row of grid "a"/), ref: { kind: 'field', id: 'pcl2' } }),
    ]);
  });

  it('refuses rows in two sections, rows with a question between them, and rows out of order', () => {
    expect(messages(withGrid(pcl(), { id: 'g', fields: ['pcl10', 'pcl11'] }))[0]).toMatch(/\(pcl11\) is in another section from .*\(pcl10\)/);
    expect(messages(withGrid(pcl(), { id: 'g', fields: ['pcl1', 'pcl3'] }))[0]).toMatch(/\(pcl2\) sits between the rows of grid "g"/);
    expect(messages(withGrid(pcl(), { id: 'g', fields: ['pcl2', 'pcl1'] }))[0]).toMatch(/not listed in their section's order/);
  });

  it('refuses rows whose choices differ in a value or a title', () => {
    const def = pcl();
    def.schema.properties!.pcl2 = { ...def.schema.properties!.pcl2!, oneOf: [...def.schema.properties!.pcl2!.oneOf!.slice(0, 4), { const: 4, title: 'Very much' }] };
    expect(messages(withGrid(def, { id: 'g', title: 'Past month', fields: ['pcl1', 'pcl2'] }))[0]).toMatch(/\(pcl2\) offers different choices from .*\(pcl1\): every row of grid "Past month" \(g\) shares one scale/);
  });

  it('reads a scale from a choice list or an enum, and nothing from an open question', () => {
    expect(gridChoices({ type: 'integer', oneOf: [{ const: 0, title: 'No' }, { const: 1 }] })).toEqual([{ value: 0, title: 'No' }, { value: 1 }]);
    expect(gridChoices({ type: 'string', enum: ['a', 'b'] })).toEqual([{ value: 'a' }, { value: 'b' }]);
    expect(gridChoices({ type: 'string' })).toBeNull();
  });
});
