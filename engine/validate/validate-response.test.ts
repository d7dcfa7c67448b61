import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { MAX_RESPONSE_ERRORS, SECTION_INCOMPLETE_MESSAGE, validateResponse } from './validate-response.ts';

const yesNo = { type: 'string', oneOf: [{ const: 'no', title: 'No' }, { const: 'yes', title: 'Yes' }] };
const rating = { type: 'integer', oneOf: [0, 1, 2, 3].map((n) => ({ const: n, title: String(n) })) };

const def: FormDefinition = {
  id: 'check-in',
  version: 1,
  title: 'Check-in',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 20 },
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', pattern: '^[0-9 ]+$' },
      mood1: rating,
      mood2: rating,
      medication: yesNo,
      medicationDetails: { type: 'string', minLength: 1 },
      consent: { type: 'boolean', const: true },
      signature: { type: 'string', minLength: 1 },
    },
    required: ['name', 'email', 'mood1', 'mood2', 'medication', 'medicationDetails', 'consent', 'signature'],
    additionalProperties: false,
  },
  uiSchema: {
    mood1: { 'ui:widget': 'rating' },
    mood2: { 'ui:widget': 'rating' },
    phone: { 'ui:options': { messages: { pattern: 'Enter a phone number using digits' } } },
    consent: { 'ui:widget': 'consent' },
    signature: { 'ui:widget': 'signature' },
  },
  sections: [
    { id: 'you', title: 'You', fields: ['name', 'email', 'phone'] },
    { id: 'mood', title: 'Mood', fields: ['mood1', 'mood2'] },
    { id: 'health', title: 'Health', fields: ['medication', 'medicationDetails'] },
    { id: 'consent', title: 'Consent', fields: ['consent', 'signature'] },
  ],
  conditions: [{ id: 'details', show: ['medicationDetails'], when: { field: 'medication', equals: 'yes' } }],
};

const complete = {
  name: 'Sam', email: 'sam@example.com', mood1: 0, mood2: 3, medication: 'no', consent: true, signature: 'Sam Smith',
};

describe('validateResponse', () => {
  it('accepts a complete response, with hidden fields not required', () => {
    expect(validateResponse(def, complete)).toEqual({ valid: true, errors: [] });
  });

  it('words missing answers for members, per field and per section, never in ajv terms', () => {
    const result = validateResponse(def, {});
    expect(result.valid).toBe(false);
    const text = JSON.stringify(result.errors);
    expect(text).not.toMatch(/must have required property|must be/);
    expect(result.errors).toContainEqual({ field: null, section: 'mood', message: SECTION_INCOMPLETE_MESSAGE });
    expect(result.errors).toContainEqual({ field: 'mood1', section: 'mood', message: 'Choose an answer' });
    expect(result.errors).toContainEqual({ field: 'name', section: 'you', message: 'Fill in this field' });
    expect(result.errors).toContainEqual({ field: 'consent', section: 'consent', message: 'Tick the box to give your consent' });
    expect(result.errors).toContainEqual({ field: 'signature', section: 'consent', message: 'Sign here, or type your full name' });
    expect(result.errors.some((e) => e.field === 'medicationDetails')).toBe(false);
  });

  it('orders errors as the form reads: section summary first, then its fields', () => {
    const fields = validateResponse(def, {}).errors.map((e) => e.field ?? `[${e.section}]`);
    expect(fields).toEqual(['[you]', 'name', 'email', '[mood]', 'mood1', 'mood2', '[health]', 'medication', '[consent]', 'consent', 'signature']);
  });

  it('requires a follow-up only while it is shown', () => {
    const result = validateResponse(def, { ...complete, medication: 'yes' });
    expect(result.errors).toEqual([
      { field: null, section: 'health', message: SECTION_INCOMPLETE_MESSAGE },
      { field: 'medicationDetails', section: 'health', message: 'Fill in this field' },
    ]);
  });

  it('ignores a stale answer to a hidden follow-up instead of rejecting it', () => {
    expect(validateResponse(def, { ...complete, medicationDetails: 'old answer' }).valid).toBe(true);
  });

  it('gives format, range, pattern and consent messages a member understands', () => {
    const result = validateResponse(def, { ...complete, email: 'sam@', mood1: 7, phone: 'abc', consent: false, name: 'x'.repeat(21) });
    expect(result.errors).toEqual(expect.arrayContaining([
      { field: 'email', section: 'you', message: 'Enter a valid email address' },
      { field: 'mood1', section: 'mood', message: 'Choose one of the options' },
      { field: 'phone', section: 'you', message: 'Enter a phone number using digits' },
      { field: 'consent', section: 'consent', message: 'Tick the box to continue' },
      { field: 'name', section: 'you', message: 'Use 20 characters or fewer' },
    ]));
    expect(result.errors.filter((e) => e.field === 'mood1')).toHaveLength(1);
  });

  it('treats blank text as unanswered', () => {
    expect(validateResponse(def, { ...complete, name: '   ' }).errors).toContainEqual({ field: 'name', section: 'you', message: 'Fill in this field' });
  });

  it('rejects unknown properties with a clear message', () => {
    const result = validateResponse(def, { ...complete, isAdmin: true });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ field: 'isAdmin', message: '"isAdmin" is not a question on this form, so it cannot be saved' }]);
  });

  it('rejects data that is not an object', () => {
    expect(validateResponse(def, [1, 2]).valid).toBe(false);
    expect(validateResponse(def, null).errors[0]!.field).toBeNull();
  });
});

describe('missing-answer messages from the catalogue', () => {
  it('a required phone question (text with a tel input) asks for a phone number, not any text', () => {
    const phoneForm: FormDefinition = {
      ...def,
      schema: { ...def.schema, properties: { phone: { type: 'string', pattern: '^[0-9 +()-]+$' } }, required: ['phone'] },
      uiSchema: { phone: { 'ui:options': { inputType: 'tel' } } },
      sections: [{ id: 'you', title: 'You', fields: ['phone'] }],
      conditions: [],
    };
    const { errors } = validateResponse(phoneForm, {});
    expect(errors.find((e) => e.field === 'phone')?.message).toBe('Enter a phone number');
  });
});

describe('answers inside a repeating group', () => {
  const groupForm: FormDefinition = {
    ...def,
    schema: {
      ...def.schema,
      properties: {
        meds: {
          type: 'array',
          title: 'Medications',
          maxItems: 3,
          items: {
            type: 'object',
            properties: { name: { type: 'string', title: 'Name', minLength: 1 }, dose: { type: 'string', title: 'Dose', maxLength: 5 } },
            required: ['name'],
            additionalProperties: false,
          },
        },
      },
      required: [],
    },
    uiSchema: {},
    sections: [{ id: 'health', title: 'Health', fields: ['meds'] }],
    conditions: [],
  };

  it('an entry missing a required part is refused, naming the entry and the part', () => {
    const result = validateResponse(groupForm, { meds: [{ name: 'Sertraline' }, {}] });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([{ field: 'meds', section: 'health', message: 'Entry 2: fill in Name' }]);
  });

  it('a part that breaks its own rule, an unknown part and too many entries are refused', () => {
    expect(validateResponse(groupForm, { meds: [{ name: 'A', dose: '100 mg daily' }] }).errors[0]?.message).toBe('Entry 1, Dose: Use 5 characters or fewer');
    expect(validateResponse(groupForm, { meds: [{ name: 'A', colour: 'red' }] }).valid).toBe(false);
    expect(validateResponse(groupForm, { meds: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] }).valid).toBe(false);
    expect(validateResponse(groupForm, { meds: [{ name: 'A', dose: '5 mg' }] })).toEqual({ valid: true, errors: [] });
  });

  it("keys named like Object's own members are unknown questions, never silently accepted", () => {
    const result = validateResponse(groupForm, { constructor: 'x', toString: 'y' });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.field).sort()).toEqual(['constructor', 'toString']);
  });

  it('an own "__proto__" key (as JSON.parse makes it) is an unknown question, whatever its value', () => {
    for (const value of ['{"sneaky": 1}', '"x"', '[1]', '{"name": "Sam"}']) {
      const data = JSON.parse(`{"meds": [{"name": "A"}], "__proto__": ${value}}`) as Record<string, unknown>;
      const result = validateResponse(groupForm, data);
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([{ field: '__proto__', message: '"__proto__" is not a question on this form, so it cannot be saved' }]);
    }
    // inside an entry too
    const entry = JSON.parse('{"meds": [{"name": "A", "__proto__": {"dose": "1"}}]}') as Record<string, unknown>;
    expect(validateResponse(groupForm, entry).valid).toBe(false);
  });

  it('a text far longer than its maxLength stays too long when judged on its start, surrogate pairs and all', () => {
    for (const count of [5, 6, 7, 8, 100_000]) {
      const dose = '😀'.repeat(count); // one character, two UTF-16 units
      const result = validateResponse(groupForm, { meds: [{ name: 'A', dose }] });
      expect(result.valid).toBe(count <= 5);
      if (count > 5) expect(result.errors).toEqual([{ field: 'meds', section: 'health', message: 'Entry 1, Dose: Use 5 characters or fewer' }]);
    }
    const long = 'a'.repeat(890_000);
    expect(validateResponse(def, { ...complete, email: `${long}@` }).errors).toEqual([{ field: 'email', section: 'you', message: 'Enter a valid email address' }]);
    expect(validateResponse(def, { ...complete, name: long }).errors).toEqual([{ field: 'name', section: 'you', message: 'Use 20 characters or fewer' }]);
  });

  it('a list far longer than its maxItems is judged on its first entries: one "too many" message, not one per entry', () => {
    const meds = Array.from({ length: 10_000 }, () => ({ name: 'A' }));
    expect(validateResponse(groupForm, { meds }).errors).toEqual([{ field: 'meds', section: 'health', message: 'Choose no more than 3 options' }]);
    const broken = Array.from({ length: 10_000 }, () => ({ colour: 'red' }));
    const result = validateResponse(groupForm, { meds: broken });
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
  });
});

describe('a bounded number of errors', () => {
  const many = 80;
  const names = Array.from({ length: many }, (_, i) => `q${i + 1}`);
  const bigForm: FormDefinition = {
    id: 'big',
    version: 1,
    title: 'Big',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: Object.fromEntries(names.map((n) => [n, { type: 'string', minLength: 1, maxLength: 5 }])),
      required: names,
      additionalProperties: false,
    },
    // two steps of 40 questions
    sections: [
      { id: 'first', title: 'First', fields: names.slice(0, 40) },
      { id: 'second', title: 'Second', fields: names.slice(40) },
    ],
  };

  it(`returns at most ${MAX_RESPONSE_ERRORS} errors, the first in form order, still invalid`, () => {
    const result = validateResponse(bigForm, {});
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(MAX_RESPONSE_ERRORS);
    expect(result.errors[0]).toEqual({ field: null, section: 'first', message: SECTION_INCOMPLETE_MESSAGE });
    expect(result.errors.slice(1, 41).map((e) => e.field)).toEqual(names.slice(0, 40));
    expect(result.errors[41]).toEqual({ field: null, section: 'second', message: SECTION_INCOMPLETE_MESSAGE });
  });

  it('keeps every message of the step a member is on (earlier steps answered), word for word', () => {
    const firstDone = Object.fromEntries(names.slice(0, 40).map((n) => [n, 'ok']));
    const result = validateResponse(bigForm, { ...firstDone, q41: 'far too long' });
    expect(result.errors).toHaveLength(41);
    expect(result.errors[0]).toEqual({ field: null, section: 'second', message: SECTION_INCOMPLETE_MESSAGE });
    expect(result.errors[1]).toEqual({ field: 'q41', section: 'second', message: 'Use 5 characters or fewer' });
    expect(result.errors.slice(2).every((e) => e.message === 'Fill in this field')).toBe(true);
  });

  it('unknown keys are named in the order given; blank ones are dropped like any blank answer', () => {
    const answered = Object.fromEntries(names.map((n) => [n, 'ok']));
    const junk = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`junk${i}`, i]));
    const { errors } = validateResponse(bigForm, { ...answered, ...junk });
    expect(errors.map((e) => e.field)).toEqual(Array.from({ length: MAX_RESPONSE_ERRORS }, (_, i) => `junk${i}`));
    expect(validateResponse(bigForm, { ...answered, extra: null, other: '  ' })).toEqual({ valid: true, errors: [] });
  });

  it('a form open to other answers (no additionalProperties: false) accepts them, but never an own "__proto__"', () => {
    const open: FormDefinition = { ...bigForm, schema: { ...bigForm.schema, additionalProperties: undefined } };
    const answered = Object.fromEntries(names.map((n) => [n, 'ok']));
    expect(validateResponse(open, { ...answered, extra: 1 })).toEqual({ valid: true, errors: [] });
    const proto = JSON.parse('{"__proto__": {"q1": "ok"}}') as Record<string, unknown>;
    expect(validateResponse(open, { ...answered, ...proto }).errors.map((e) => e.field)).toEqual(['__proto__']);
  });

  it('an unknown key is named in at most 64 characters', () => {
    const key = 'k'.repeat(100_000);
    const { errors } = validateResponse(bigForm, { ...Object.fromEntries(names.map((n) => [n, 'ok'])), [key]: 1 });
    expect(errors).toEqual([{ field: `${'k'.repeat(64)}…`, message: `"${'k'.repeat(64)}…" is not a question on this form, so it cannot be saved` }]);
  });

  it('thousands of unknown keys come back as a small answer', () => {
    const junk = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`junk${i}`, 'x'.repeat(100)]));
    const result = validateResponse(bigForm, junk);
    expect(result.errors).toHaveLength(MAX_RESPONSE_ERRORS);
    expect(JSON.stringify(result).length).toBeLessThan(10_000);
  });
});
