import { describe, expect, it, vi } from 'vitest';
import * as checks from '../definition/validate-definition.ts';
import { GENERATED_SIZES, generatedForm } from '../test-support/generated-forms.ts';
import { applyEdit, knownStructuralIssues } from './apply-edit.ts';

vi.mock('../definition/validate-definition.ts', { spy: true });

describe('knownStructuralIssues', () => {
  it('gives what structuralIssues finds, checking each definition object once', () => {
    const def = generatedForm(GENERATED_SIZES[0]);
    def.sections!.push({ id: 'empty', title: 'Empty', fields: [] });
    delete def.schema.properties![def.sections![0]!.fields[1]!];
    vi.mocked(checks.structuralIssues).mockClear();
    const issues = knownStructuralIssues(def);
    expect(issues).toEqual(checks.structuralIssues(def));
    expect(issues.length).toBeGreaterThan(0);
    expect(knownStructuralIssues(def)).toBe(issues);
    expect(checks.structuralIssues).toHaveBeenCalledTimes(2);
  });

  it('reuses the check applyEdit’s guard made of the definition it returned', () => {
    const def = generatedForm(GENERATED_SIZES[0]);
    const name = def.sections![0]!.fields[4]!;
    knownStructuralIssues(def);
    vi.mocked(checks.structuralIssues).mockClear();
    const result = applyEdit(def, { type: 'updateField', name, schema: { ...def.schema.properties![name]!, title: 'Renamed' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(checks.structuralIssues).toHaveBeenCalledTimes(1);
    expect(knownStructuralIssues(result.definition)).toEqual([]);
    expect(checks.structuralIssues).toHaveBeenCalledTimes(1);
  });
});
