import { describe, expect, it } from 'vitest';
import { fieldKindPreset, kindOfField, publishIssues, score, validateResponse } from '../../engine/index.ts';
import { builderProbes } from './builder-probes.ts';
import { benchForm } from './forms.ts';

describe('the bench form of Likert grids and sliders', () => {
  it.each(['grids-20', 'grids-300'])('%s publishes, its sample response is valid and scored, and the builder bench can drive it', (name) => {
    const form = benchForm(name, 'sections');
    const size = Number(name.slice(6));
    expect(Object.keys(form.definition.schema.properties!)).toHaveLength(size);
    expect(form.definition.grids).toHaveLength(size / 10);
    expect(publishIssues(form.definition)).toEqual([]);
    expect(validateResponse(form.definition, form.sampleResponse)).toEqual({ valid: true, errors: [] });
    expect(score(form.definition, form.sampleResponse).scales.severity!.complete).toBe(true);
    expect(builderProbes(form).field).toBe(form.probes.textField);
    const slider = Object.keys(form.definition.schema.properties!).find((f) => f.endsWith('_slider'))!;
    expect(kindOfField(form.definition.schema.properties![slider]!, form.definition.uiSchema![slider] as Record<string, unknown>)).toBe('slider');
    expect(form.definition.uiSchema![slider]).toEqual(fieldKindPreset('slider', 'x').uiSchema);
    const oneStep = benchForm(name, 'one-step').definition;
    expect(oneStep.sections).toHaveLength(1);
    expect(publishIssues(oneStep)).toEqual([]);
  });
});
