import { describe, expect, it } from 'vitest';
import { structuralIssues } from '../../definition/validate-definition.ts';
import { committedForm } from '../../test-support/committed-forms.ts';
import { accepted, refused, smallForm } from '../../test-support/builder-forms.ts';
import { deepFreeze } from '../../test-support/deep-freeze.ts';
import { applyEdit } from '../apply-edit.ts';

const pcl = () => deepFreeze(structuredClone(committedForm('ptsd')));
const section = (def: ReturnType<typeof pcl>, id: string) => def.sections!.find((s) => s.id === id)!.fields;

describe('Likert grid edits', () => {
  it('addGrid adds rating questions on the PCL-5 scale, placed together and shown as one grid', () => {
    const def = accepted(applyEdit(smallForm(), { type: 'addGrid', id: 'sleep', section: 'mood', index: 0, title: 'Your sleep', rows: [{ name: 'sleep1', title: 'Falling asleep' }, { name: 'sleep2', title: 'Waking early' }, { name: 'sleep3', title: 'Feeling rested' }] }));
    expect(def.grids).toEqual([{ id: 'sleep', title: 'Your sleep', fields: ['sleep1', 'sleep2', 'sleep3'] }]);
    expect(def.schema.properties!.sleep2).toMatchObject({ type: 'integer', title: 'Waking early', oneOf: [{ const: 0, title: 'Not at all' }, expect.anything(), expect.anything(), expect.anything(), { const: 4, title: 'Extremely' }] });
    expect(def.sections!.find((s) => s.id === 'mood')!.fields.slice(0, 3)).toEqual(['sleep1', 'sleep2', 'sleep3']);
    expect(structuralIssues(def)).toEqual([]);
    expect(refused(applyEdit(def, { type: 'addGrid', id: 'none', section: 'mood', rows: [] })).message).toBe('A grid needs at least one statement.');
    expect(refused(applyEdit(def, { type: 'addGrid', id: 'sleep', section: 'mood', rows: [{ name: 'x1', title: 'X' }] })).code).toBe('name-taken');
  });

  it('setGrid makes consecutive questions a grid, reorders its statements, and refuses questions of two sections', () => {
    let def = accepted(applyEdit(smallForm(), { type: 'setGrid', grid: { id: 'phq', fields: ['phq1', 'phq2'] } }));
    expect(def.grids).toEqual([{ id: 'phq', fields: ['phq1', 'phq2'] }]);
    def = accepted(applyEdit(def, { type: 'setGrid', grid: { id: 'phq', title: 'Mood', fields: ['phq2', 'phq1'] } }));
    expect(def.grids).toEqual([{ id: 'phq', title: 'Mood', fields: ['phq2', 'phq1'] }]);
    const mood = def.sections!.find((s) => s.fields.includes('phq1'))!.fields;
    expect(mood.indexOf('phq1')).toBe(mood.indexOf('phq2') + 1);
    expect(structuralIssues(def)).toEqual([]);
    expect(refused(applyEdit(pcl(), { type: 'setGrid', grid: { id: 'g', fields: ['pcl10', 'pcl11'] } })).message).toMatch(/\(pcl11\) is in another section/);
    expect(refused(applyEdit(pcl(), { type: 'setGrid', grid: { id: 'g', fields: ['worstEvent'] } })).message).toMatch(/cannot be a row of grid "g"/);
    expect(refused(applyEdit(pcl(), { type: 'setGrid', grid: { id: 'g', fields: ['pcl1'] } })).message).toMatch(/already in grid "pcl5-1-10"/);
  });

  it('a renamed row keeps its place, a copy joins the grid, a removed row leaves it and the last one takes the grid with it', () => {
    let def = accepted(applyEdit(pcl(), { type: 'renameField', from: 'pcl2', to: 'memories2' }));
    expect(def.grids![0]!.fields.slice(0, 3)).toEqual(['pcl1', 'memories2', 'pcl3']);
    def = accepted(applyEdit(def, { type: 'duplicateField', name: 'pcl3', newName: 'pcl3b' }));
    expect(def.grids![0]!.fields.slice(2, 5)).toEqual(['pcl3', 'pcl3b', 'pcl4']);
    def = accepted(applyEdit(smallForm(), { type: 'addGrid', id: 'sleep', section: 'mood', rows: [{ name: 'sleep1', title: 'Falling asleep' }, { name: 'sleep2', title: 'Waking early' }] }));
    def = accepted(applyEdit(def, { type: 'removeField', name: 'sleep1' }));
    expect(def.grids).toEqual([{ id: 'sleep', fields: ['sleep2'] }]);
    def = accepted(applyEdit(def, { type: 'removeField', name: 'sleep2' }));
    expect(def.grids).toBeUndefined();
    expect(structuralIssues(def)).toEqual([]);
  });

  it('a row moved within the block reorders the statements; moved away, it leaves the grid; another question cannot land inside', () => {
    let def = accepted(applyEdit(pcl(), { type: 'moveField', name: 'pcl1', section: 'questions-1-10', index: 2 }));
    expect(def.grids![0]!.fields.slice(0, 3)).toEqual(['pcl2', 'pcl3', 'pcl1']);
    def = accepted(applyEdit(pcl(), { type: 'moveField', name: 'pcl5', section: 'questions-11-20', index: 0 }));
    expect(def.grids![0]!.fields).not.toContain('pcl5');
    expect(def.grids![1]!.fields).not.toContain('pcl5');
    expect(structuralIssues(def)).toEqual([]);
    expect(refused(applyEdit(pcl(), { type: 'moveField', name: 'worstEvent', section: 'questions-1-10', index: 3 })).message).toMatch(/sits between the rows of grid "pcl5-1-10"/);
  });

  it('addGridRow adds a statement with the grid\'s scale; setGridScale changes every row; removeGrid keeps the questions', () => {
    let def = accepted(applyEdit(pcl(), { type: 'addGridRow', id: 'pcl5-1-10', name: 'pclExtra', title: 'Feeling on edge at night', index: 1 }));
    expect(def.grids![0]!.fields.slice(0, 3)).toEqual(['pcl1', 'pclExtra', 'pcl2']);
    expect(section(def, 'questions-1-10').slice(0, 3)).toEqual(['pcl1', 'pclExtra', 'pcl2']);
    expect(def.schema.properties!.pclExtra).toEqual({ ...committedForm('ptsd').schema.properties!.pcl1, title: 'Feeling on edge at night' });
    expect(def.schema.required).toContain('pclExtra');
    const scale = [{ value: 0, title: 'Never' }, { value: 1, title: 'Sometimes' }, { value: 2, title: 'Often' }];
    def = accepted(applyEdit(def, { type: 'setGridScale', id: 'pcl5-1-10', choices: scale }));
    for (const name of def.grids![0]!.fields) expect(def.schema.properties![name]!.oneOf).toEqual(scale.map((c) => ({ const: c.value, title: c.title })));
    expect(def.schema.properties!.pcl11!.oneOf).toHaveLength(5);
    expect(refused(applyEdit(def, { type: 'setGridScale', id: 'pcl5-1-10', choices: [{ value: 'no', title: 'No' }, { value: 'yes', title: 'Yes' }] })).message).toMatch(/scored by scale "pcl5", so the scale's values must stay numbers/);
    expect(refused(applyEdit(def, { type: 'setGridScale', id: 'pcl5-1-10', choices: [{ value: 0, title: 'Only' }] })).message).toBe('A scale needs at least two points.');
    def = accepted(applyEdit(def, { type: 'removeGrid', id: 'pcl5-1-10' }));
    expect(def.grids!.map((g) => g.id)).toEqual(['pcl5-11-20']);
    expect(def.schema.properties!.pcl1).toBeDefined();
  });

  it('refuses changing one row\'s choices on its own: the grid\'s scale is changed for every row', () => {
    const def = pcl();
    const pcl3 = def.schema.properties!.pcl3!;
    const message = refused(applyEdit(def, { type: 'updateField', name: 'pcl3', schema: { ...pcl3, oneOf: pcl3.oneOf!.slice(0, 4) } })).message;
    expect(message).toMatch(/\(pcl3\) offers different choices/);
  });
});
