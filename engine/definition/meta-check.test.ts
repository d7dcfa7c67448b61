import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../validate/ajv-instance.ts';
import { committedForms } from '../test-support/committed-forms.ts';
import { generatedForm } from '../test-support/generated-forms.ts';
import { builderMetaSchema, metaErrors } from './meta-check.ts';

const whole = createAjv().compile(builderMetaSchema());
const key = (e: ErrorObject) => `${e.instancePath} ${e.keyword} ${e.message ?? ''}`;
const wholeErrors = (input: unknown) => (whole(input) ? [] : whole.errors!.map(key));

/** Malformed variants touching every part the check splits off (questions' uiSchema, sections, conditions, scales, flags). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break arbitrary JSON paths
function variants(): [string, any][] {
  const broken = () => structuredClone(generatedForm(20, { uiOrder: true })) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const a = broken();
  a.uiSchema.q0002Rating['ui:widget'] = 'slider';
  a.uiSchema.q0001SectionText = 'not an object';
  const b = broken();
  b.sections[1].title = '';
  b.sections[0].fields.push(3);
  b.conditions[0].when = { field: 'q0002Rating' };
  const c = broken();
  c.scoring.scales.severity.itemMin = 'zero';
  c.scoring.scales['bad id!'] = { title: 'x' };
  c.scoring.flags[1].severity = 'dire';
  c.scoring.flags[0].trigger = { kind: 'sum' };
  const d = broken();
  d.sections = 'none';
  d.conditions = {};
  d.scoring = { flags: 'x' };
  return [['valid', generatedForm(20)], ['uiSchema', a], ['sections and conditions', b], ['scoring', c], ['containers', d], ['not an object', 42]];
}

describe('the incremental meta-schema check', () => {
  it.each(variants())('finds the same errors as the whole meta-schema (%s)', (_label, input) => {
    expect(metaErrors(input).map(key).sort()).toEqual(wholeErrors(input).sort());
  });

  it.each(Object.entries(committedForms))('passes the committed form %s, as the whole meta-schema does', (_id, json) => {
    expect(metaErrors(json)).toEqual([]);
    expect(wholeErrors(json)).toEqual([]);
  });

  it('checks a part again when it is a new object, not when it is the same one', () => {
    const def = structuredClone(generatedForm(20));
    expect(metaErrors(def)).toEqual([]);
    const section = { ...def.sections![0]!, title: '' };
    const next = { ...def, sections: [section, ...def.sections!.slice(1)] };
    expect(metaErrors(next).map((e) => e.instancePath)).toEqual(['/sections/0/title']);
    // the remembered result for the very same (still broken) section object is used again
    expect(metaErrors({ ...next }).map((e) => e.instancePath)).toEqual(['/sections/0/title']);
  });
});
