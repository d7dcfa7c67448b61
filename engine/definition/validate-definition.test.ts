import { describe, expect, it } from 'vitest';
import { compileIssues, publishIssues, structuralIssues, validateDefinition } from './validate-definition.ts';
import type { FormDefinition } from './types.ts';
import { committedForms } from '../test-support/committed-forms.ts';

/** A small valid definition; each test breaks one thing in a fresh copy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON paths to break them
function sample(): Record<string, any> {
  return {
    id: 'sample-form',
    version: 1,
    title: 'Sample',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        q1: { type: 'integer', title: 'Q1', oneOf: [{ const: 0, title: 'No' }, { const: 1, title: 'Yes' }] },
        q2: { type: 'integer', title: 'Q2', oneOf: [{ const: 0, title: 'No' }, { const: 1, title: 'Yes' }] },
        notes: { type: 'string', maxLength: 100 },
      },
      required: ['q1', 'q2'],
      additionalProperties: false,
    },
    uiSchema: { q1: { 'ui:widget': 'rating' }, 'ui:order': ['q1', 'q2', 'notes'] },
    sections: [
      { id: 'one', title: 'One', fields: ['q1', 'q2'] },
      { id: 'two', title: 'Two', fields: ['notes'] },
    ],
    conditions: [{ id: 'notes-if-yes', show: ['notes'], when: { field: 'q1', equals: 1 } }],
    scoring: {
      version: '1',
      scales: {
        total: {
          title: 'Total', items: ['q1', 'q2'], itemMin: 0, itemMax: 1,
          subscales: { first: { items: ['q1'] } },
          bands: [{ id: 'low', label: 'Low', min: 0, max: 0 }, { id: 'high', label: 'High', min: 1, max: 2 }],
          rules: { any: { kind: 'itemsAtLeast', rating: 1, groups: [{ subscale: 'first', count: 1 }] } },
        },
      },
      flags: [{ id: 'q2-yes', severity: 'info', message: 'Q2 answered yes', fields: ['q2'], trigger: { kind: 'answer', when: { field: 'q2', equals: 1 } } }],
    },
  };
}

function issuesOf(def: unknown, source = 'forms/sample-form.json') {
  const result = validateDefinition(def, source);
  return result.ok ? [] : result.issues;
}

describe('validateDefinition', () => {
  it('accepts a well-formed definition and returns it typed', () => {
    const result = validateDefinition(sample());
    expect(result.ok).toBe(true);
    expect(result.ok && result.definition.id).toBe('sample-form');
  });

  it('reports meta-schema problems with the source, a JSON pointer and a reason', () => {
    const def = sample();
    delete def.title;
    def.colour = 'blue';
    const issues = issuesOf(def);
    const form = { kind: 'form', id: 'sample-form' };
    expect(issues).toContainEqual({ source: 'forms/sample-form.json', path: '/', message: 'missing required property "title"', ref: form });
    expect(issues).toContainEqual({ source: 'forms/sample-form.json', path: '/', message: 'unknown property "colour"', ref: form });
  });

  it('rejects a non-object input without throwing', () => {
    expect(issuesOf('not a form').length).toBeGreaterThan(0);
    expect(issuesOf(null).length).toBeGreaterThan(0);
  });

  it('rejects a schema that fails ajv strict compilation (unknown keyword)', () => {
    const def = sample();
    def.schema.properties.notes.maxLenght = 5;
    const issues = issuesOf(def);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('/schema/properties/notes');
    expect(issues[0]!.message).toMatch(/does not compile.*maxLenght/);
    expect(issues[0]!.ref).toEqual({ kind: 'field', id: 'notes' });
  });

  it('rejects remote $ref without trying to fetch it', () => {
    const def = sample();
    def.schema.properties.notes = { $ref: 'https://example.com/notes.json' };
    expect(issuesOf(def)).toContainEqual(expect.objectContaining({ path: '/schema/properties/notes/$ref', message: expect.stringMatching(/remote reference/) }));
  });

  it('names uiSchema keys, section fields and condition fields that are not real fields', () => {
    const def = sample();
    def.uiSchema.q9 = { 'ui:widget': 'textarea' };
    def.sections[1].fields.push('ghost');
    def.conditions[0].when = { field: 'missing', equals: 1 };
    const paths = issuesOf(def).map((i) => `${i.path} ${i.message}`);
    expect(paths).toContain('/uiSchema/q9 uiSchema names "q9", which is not a field of the schema');
    expect(paths).toContain('/sections/1/fields/1 section "two" lists "ghost", which is not a field of the schema');
    expect(paths).toContain('/conditions/0/when condition "notes-if-yes" reads "missing", which is not a field of the schema');
  });

  it('requires each field in exactly one section when sections are used', () => {
    const def = sample();
    def.sections[1].fields = ['notes', 'q2'];
    def.sections.push({ id: 'three', title: 'Three', fields: ['notes'] });
    def.sections[0].fields = ['q1'];
    const messages = issuesOf(def).map((i) => i.message);
    expect(messages).toContain('"notes" is already in section "two": each field belongs to one section');
    def.sections = [{ id: 'one', title: 'One', fields: ['q1', 'q2'] }];
    expect(issuesOf(def).map((i) => i.message)).toContain('field "notes" is in no section: add it to one');
  });

  it('checks scoring items, subscales, bands, rules and flags against the schema', () => {
    const def = sample();
    const scale = def.scoring.scales.total;
    scale.items.push('notes', 'q3');
    scale.subscales.first.items.push('q7');
    scale.bands = [{ id: 'low', label: 'Low', min: 0, max: 0 }, { id: 'high', label: 'High', min: 2, max: 4 }];
    scale.rules.any.groups.push({ subscale: 'nope', count: 1 });
    def.scoring.flags.push({ id: 'bad', severity: 'warning', message: 'm', fields: ['zz'], trigger: { kind: 'rule', scale: 'total', rule: 'missing', equals: true } });
    const messages = issuesOf(def).map((i) => `${i.path} ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      '/scoring/scales/total/items/2 scale item "notes" must be a number field (type integer) to be scored',
      '/scoring/scales/total/items/3 scale item "q3" is not a field of the schema',
      '/scoring/scales/total/subscales/first/items/1 subscale item "q7" is not an item of scale "total"',
      '/scoring/scales/total/bands/1 totals 1–1 fall in no band (between "low" and "high")',
      '/scoring/scales/total/rules/any/groups/1/subscale subscale "nope" is not defined on scale "total"',
      '/scoring/flags/1/fields/0 flag "bad" names "zz", which is not a field of the schema',
      '/scoring/flags/1/trigger/rule flag "bad" uses rule "missing", which is not a rule of scale "total"',
    ]));
  });

  it('rejects overlapping bands and bands that do not cover the range', () => {
    const def = sample();
    def.scoring.scales.total.bands = [{ id: 'low', label: 'Low', min: 0, max: 1 }, { id: 'high', label: 'High', min: 1, max: 1 }];
    const messages = issuesOf(def).map((i) => i.message);
    expect(messages).toContain('band "high" overlaps band "low"');
    expect(messages).toContain('bands must cover the whole range 0–2');
  });

  it('rejects code strings where scoring data is expected', () => {
    const def = sample();
    def.scoring.scales.total.rules.any = { kind: 'expression', code: 'q1 + q2 > 1' };
    expect(issuesOf(def).some((i) => i.path === '/scoring/scales/total/rules/any')).toBe(true);
  });

  it('rejects a required field that is not a property, and a draft-07 $schema', () => {
    const def = sample();
    def.schema.required.push('q5');
    expect(issuesOf(def).map((i) => i.path)).toContain('/schema');
    const draft7 = sample();
    draft7.schema.$schema = 'http://json-schema.org/draft-07/schema#';
    expect(issuesOf(draft7)).toContainEqual(expect.objectContaining({ path: '/schema/$schema' }));
  });
});

describe('issues point at what they are about', () => {
  it('names the question, section, condition, scale or flag of each issue', () => {
    const def = sample();
    def.sections[1].fields.push('ghost');
    def.conditions[0].when = { field: 'missing', equals: 1 };
    def.scoring.scales.total.items.push('notes');
    def.scoring.flags[0].fields = ['zz'];
    def.sections[0].fields = ['q1'];
    const refs = issuesOf(def).map((i) => i.ref);
    expect(refs).toEqual(expect.arrayContaining([
      { kind: 'section', id: 'two' },
      { kind: 'condition', id: 'notes-if-yes' },
      { kind: 'scale', id: 'total' },
      { kind: 'flag', id: 'q2-yes' },
      { kind: 'field', id: 'q2' }, // in no section
    ]));
  });

  it('meta-schema issues point at the section, condition or flag by id, found from the path', () => {
    const def = sample();
    def.sections[1].title = '';
    def.conditions[0].when = { field: 'q1' };
    def.scoring.flags[0].severity = 'dire';
    const byRef = issuesOf(def).map((i) => `${i.ref?.kind}:${i.ref?.id} ${i.path}`);
    expect(byRef).toContain('section:two /sections/1/title');
    expect(byRef.some((r) => r.startsWith('condition:notes-if-yes /conditions/0/when'))).toBe(true);
    expect(byRef).toContain('flag:q2-yes /scoring/flags/0/severity');
  });

  it('a name like "constructor" is not mistaken for a field because objects have one', () => {
    const def = sample();
    def.conditions[0].when = { field: 'constructor', truthy: true };
    def.scoring.flags[0].trigger = { kind: 'scaleTotalAtLeast', scale: 'toString', value: 1 };
    const messages = issuesOf(def).map((i) => i.message);
    expect(messages).toContain('condition "notes-if-yes" reads "constructor", which is not a field of the schema');
    expect(messages).toContain('flag "q2-yes" uses scale "toString", which is not defined in scoring.scales');
  });
});

describe('structuralIssues', () => {
  it('accepts an empty section (a new one waits for questions); publishIssues reports it', () => {
    const def = sample();
    def.sections.push({ id: 'three', title: 'Three', fields: [] });
    expect(structuralIssues(def)).toEqual([]);
    expect(publishIssues(def)).toContainEqual(expect.objectContaining({ path: '/sections/2/fields', ref: { kind: 'section', id: 'three' } }));
  });

  it('does not compile the schema (that is compileIssues)', () => {
    const def = sample();
    def.schema.properties.notes.maxLenght = 5;
    expect(structuralIssues(def)).toEqual([]);
    expect(compileIssues(def as FormDefinition)).toEqual([
      expect.objectContaining({ path: '/schema/properties/notes', ref: { kind: 'field', id: 'notes' } }),
    ]);
  });

  it('adds the source to every issue when given', () => {
    const def = sample();
    def.uiSchema.q9 = {};
    expect(structuralIssues(def, 'draft')).toEqual([
      { source: 'draft', path: '/uiSchema/q9', message: 'uiSchema names "q9", which is not a field of the schema', ref: { kind: 'form', id: 'sample-form' } },
    ]);
  });

  it('reports remote references pointing at the question they sit in', () => {
    const def = sample();
    def.schema.properties.notes = { type: 'string', allOf: [{ $ref: 'https://example.com/x.json' }] };
    expect(structuralIssues(def)).toEqual([
      expect.objectContaining({ path: '/schema/properties/notes/allOf/0/$ref', ref: { kind: 'field', id: 'notes' } }),
    ]);
    expect(compileIssues(def as FormDefinition)).toEqual([]);
  });
});

describe('compileIssues', () => {
  it('is empty for a schema that compiles', () => {
    expect(compileIssues(sample() as FormDefinition)).toEqual([]);
  });

  it('reports a root-level problem against the form when no question alone fails', () => {
    const def = sample();
    def.schema.dependentRequird = { q1: ['q2'] };
    expect(compileIssues(def as FormDefinition)).toEqual([
      expect.objectContaining({ path: '/schema', message: expect.stringMatching(/dependentRequird/), ref: { kind: 'form', id: 'sample-form' } }),
    ]);
  });
});

describe('publishIssues', () => {
  it('is empty for a complete, valid form', () => {
    expect(publishIssues(sample())).toEqual([]);
  });

  it('includes structural and compile issues', () => {
    const def = sample();
    def.uiSchema.q9 = {};
    def.schema.properties.notes.maxLenght = 5;
    const paths = publishIssues(def).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/uiSchema/q9', '/schema/properties/notes']));
  });

  it('needs at least one question that takes an answer', () => {
    const def = sample();
    def.schema.properties = { intro: { type: 'null', title: 'Welcome' } };
    def.schema.required = [];
    def.uiSchema = {};
    def.sections = [{ id: 'one', title: 'One', fields: ['intro'] }];
    delete def.conditions;
    delete def.scoring;
    expect(publishIssues(def)).toEqual([
      expect.objectContaining({ message: 'the form has no question that takes an answer', ref: { kind: 'form', id: 'sample-form' } }),
    ]);
  });

  it('needs a scoring version that is not blank', () => {
    const def = sample();
    def.scoring.version = '  ';
    expect(publishIssues(def)).toEqual([expect.objectContaining({ path: '/scoring/version' })]);
  });

  it('needs an upper bound on every list answer, a closed list of choices too (validateDefinition refuses it as well)', () => {
    const def = sample();
    def.schema.properties.meds = { type: 'array', title: 'Medications', items: { type: 'string', maxLength: 50 } };
    def.schema.properties.tags = { type: ['array', 'null'], uniqueItems: true, items: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] } };
    def.sections[1].fields.push('meds', 'tags');
    const expected = [
      expect.objectContaining({ path: '/schema/properties/meds', message: expect.stringMatching(/"Medications" lets a member give any number/), ref: { kind: 'field', id: 'meds' } }),
      expect.objectContaining({ path: '/schema/properties/tags', message: expect.stringMatching(/"tags" lets a member give any number.*maxItems/), ref: { kind: 'field', id: 'tags' } }),
    ];
    expect(publishIssues(def)).toEqual(expected);
    expect(validateDefinition(def)).toEqual({ ok: false, issues: expected });
    def.schema.properties.meds.maxItems = 10;
    def.schema.properties.tags.maxItems = 2;
    expect(publishIssues(def)).toEqual([]);
    expect(validateDefinition(def)).toMatchObject({ ok: true });
  });

  it('stops at meta-schema problems (the rest cannot be read safely)', () => {
    expect(publishIssues({ id: 'x' }).map((i) => i.message)).toContain('missing required property "schema"');
  });
});

describe('the committed forms', () => {
  it.each(Object.entries(committedForms))('%s is ready to publish', (_id, json) => {
    expect(publishIssues(json)).toEqual([]);
  });
});
