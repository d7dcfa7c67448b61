import { describe, expect, it } from 'vitest';
import { committedForms } from '../test-support/committed-forms.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { missingAnswerMessage } from '../validate/friendly-messages.ts';
import { createAjv } from '../validate/ajv-instance.ts';
import { FIELD_KIND_IDS, type FieldKindId } from './field-kind-ids.ts';
import { CATALOGUE_WIDGETS, FIELD_KINDS, fieldKind, fieldKindPreset, kindOfField, widgetLayout } from './field-kinds.ts';
import { formDefinitionMetaSchema } from './meta-schema.ts';
import { validateDefinition } from './validate-definition.ts';
import type { FormDefinition, JsonSchemaObject } from './types.ts';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** A one-question definition holding a preset, required when it takes an answer. */
function formWith(kind: FieldKindId): FormDefinition {
  const { schema, uiSchema } = fieldKindPreset(kind, 'The question');
  return {
    id: 'one-question',
    version: 1,
    title: 'One question',
    schema: {
      $schema: DIALECT,
      type: 'object',
      properties: { q: schema },
      required: fieldKind(kind).answers ? ['q'] : [],
      additionalProperties: false,
    },
    uiSchema: uiSchema ? { q: uiSchema } : {},
    sections: [{ id: 's1', title: 'Step 1', fields: ['q'] }],
  };
}

const metaValidate = createAjv().compile(formDefinitionMetaSchema);

describe('the field-kind catalogue', () => {
  it('has one entry per kind id, in the ids’ order, each with a label, help text and message', () => {
    expect(FIELD_KINDS.map((k) => k.id)).toEqual([...FIELD_KIND_IDS]);
    for (const kind of FIELD_KINDS) {
      expect(kind.label.length, kind.id).toBeGreaterThan(0);
      expect(kind.description.length, kind.id).toBeGreaterThan(0);
      expect(kind.missingMessage.length, kind.id).toBeGreaterThan(0);
      expect(fieldKind(kind.id)).toBe(kind);
    }
  });

  for (const id of FIELD_KIND_IDS) {
    it(`${id}: the preset passes the meta-schema, compiles strictly and reads back as ${id}`, () => {
      const def = formWith(id);
      expect(metaValidate(def) ? [] : metaValidate.errors).toEqual([]);
      const result = validateDefinition(def);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(kindOfField(def.schema.properties!.q!, def.uiSchema?.q as Record<string, unknown>)).toBe(id);
      const { uiSchema } = fieldKindPreset(id, 'x');
      expect(uiSchema?.['ui:widget']).toBe(fieldKind(id).widget);
    });
  }

  it('puts the title in the schema and gives a fresh preset every call', () => {
    const first = fieldKindPreset('singleChoice', 'Pick one');
    expect(first.schema.title).toBe('Pick one');
    first.schema.oneOf!.push({ const: 'extra' });
    expect(fieldKindPreset('singleChoice', 'Pick one').schema.oneOf).toHaveLength(3);
  });

  it('gives the rating scale 0–N with a label per point and the repeating group a maxItems and closed records', () => {
    const rating = fieldKindPreset('rating', 'Rate').schema;
    expect(rating.type).toBe('integer');
    expect(rating.oneOf!.map((c) => c.const)).toEqual([0, 1, 2, 3, 4]);
    expect(rating.oneOf!.every((c) => typeof c.title === 'string')).toBe(true);
    const group = fieldKindPreset('group', 'Medications').schema;
    expect(group.maxItems).toBeGreaterThan(0);
    expect(group.items).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('marks as scorable only kinds whose answer is a number (scale items must be)', () => {
    for (const kind of FIELD_KINDS) {
      const type = kind.preset('x').schema.type;
      expect(kind.scorable, kind.id).toBe(type === 'integer' || type === 'number');
    }
    expect(FIELD_KINDS.filter((k) => !k.answers).map((k) => k.id)).toEqual(['sectionText']);
  });

  it('uses each kind’s missing-answer message when a required question is unanswered', () => {
    for (const kind of FIELD_KINDS.filter((k) => k.answers)) {
      // validateResponse tells the engine the widget, not ui:options.inputType, so it sees phone as text
      if (kind.id !== 'phone') {
        const errors = validateResponse(formWith(kind.id), {}).errors;
        expect(errors.find((e) => e.field === 'q')?.message, kind.id).toBe(kind.missingMessage);
      }
      const { schema, uiSchema } = kind.preset('x');
      const widget = uiSchema?.['ui:widget'] as string | undefined;
      expect(missingAnswerMessage({ schema, widget, messages: undefined, uiSchema }), kind.id).toBe(kind.missingMessage);
    }
  });

  it('never asks for an answer to section text, and accepts the null RJSF gives it', () => {
    const def = formWith('sectionText');
    expect(validateResponse(def, {})).toEqual({ valid: true, errors: [] });
    expect(validateResponse(def, { q: null })).toEqual({ valid: true, errors: [] });
  });

  it('lists every widget of the catalogue and of the committed forms in CATALOGUE_WIDGETS', () => {
    for (const kind of FIELD_KINDS) if (kind.widget) expect(CATALOGUE_WIDGETS).toContain(kind.widget);
    for (const [id, json] of Object.entries(committedForms)) {
      for (const ui of Object.values((json as FormDefinition).uiSchema ?? {})) {
        const widget = (ui as Record<string, unknown>)['ui:widget'];
        if (widget !== undefined) expect(CATALOGUE_WIDGETS, id).toContain(widget);
      }
    }
    expect(new Set(CATALOGUE_WIDGETS).size).toBe(CATALOGUE_WIDGETS.length);
  });

  it('gives every catalogue widget a layout, the same for kinds sharing a widget', () => {
    expect(Object.fromEntries(CATALOGUE_WIDGETS.map((w) => [w, widgetLayout(w)]))).toEqual({
      rating: 'group', radio: 'group', checkboxes: 'group', signature: 'group', slider: 'group', ranking: 'group',
      consent: 'self-labelled', checkbox: 'self-labelled',
      sectionText: 'text',
      textarea: 'input', select: 'input', date: 'input', text: 'input', email: 'input', uri: 'input', time: 'input', updown: 'input', calculated: 'input',
    });
    for (const kind of FIELD_KINDS) if (kind.widget) expect(widgetLayout(kind.widget), kind.id).toBe(kind.layout);
    expect(widgetLayout('constructor')).toBeUndefined();
    expect(widgetLayout('range')).toBeUndefined();
  });
});

describe('kindOfField', () => {
  it('recognises every question of the committed forms (none is advanced)', () => {
    const kinds: Record<string, string> = {};
    for (const [id, json] of Object.entries(committedForms)) {
      const def = json as FormDefinition;
      for (const [name, schema] of Object.entries(def.schema.properties ?? {})) {
        const kind = kindOfField(schema, def.uiSchema?.[name] as Record<string, unknown> | undefined);
        expect(kind, `${id}.${name}`).not.toBe('advanced');
        kinds[`${id}.${name}`] = kind;
      }
    }
    expect(kinds).toMatchObject({
      'ptsd.worstEvent': 'longText',
      'ptsd.pcl1': 'rating',
      'initial-assessment.fullName': 'shortText',
      'initial-assessment.dateOfBirth': 'date',
      'initial-assessment.email': 'email',
      'initial-assessment.phone': 'phone',
      'initial-assessment.preferredContact': 'singleChoice',
      'initial-assessment.previousSupport': 'yesNo',
      'initial-assessment.phq9': 'rating',
      'initial-assessment.healthDataConsent': 'consent',
      'initial-assessment.signature': 'signature',
      'indian-head.mhThrombosis': 'yesNo',
      'indian-head.medicationCautions': 'multipleChoice',
    });
  });

  it('recognises the usual RJSF spellings of the kinds', () => {
    expect(kindOfField({ type: 'string', enum: ['a', 'b'] })).toBe('dropdown');
    expect(kindOfField({ type: 'integer', oneOf: [{ const: 1 }, { const: 2 }] }, { 'ui:widget': 'radio' })).toBe('singleChoice');
    expect(kindOfField({ type: 'boolean' })).toBe('yesNo');
    expect(kindOfField({ type: 'boolean', const: true })).toBe('consent');
    expect(kindOfField({ type: 'string', format: 'email' }, { 'ui:widget': 'email' })).toBe('email');
    expect(kindOfField({ type: 'integer', minimum: 0 }, { 'ui:widget': 'updown' })).toBe('number');
    expect(kindOfField({ type: 'null', title: 'About you' })).toBe('sectionText');
  });

  const advanced: [string, JsonSchemaObject, Record<string, unknown>?][] = [
    ['a nested object', { type: 'object', properties: { a: { type: 'string' } } }],
    ['a $ref', { $ref: '#/$defs/address' }],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }],
    ['a oneOf that is not a choice list', { type: 'string', oneOf: [{ maxLength: 2 }, { minLength: 5 }] }],
    ['if/then', { type: 'string', if: { minLength: 2 }, then: { maxLength: 5 } }],
    ['a type list', { type: ['string', 'null'] }],
    ['no type', { title: 'Anything' }],
    ['an unknown format', { type: 'string', format: 'uri' }],
    ['an unknown uiSchema key', { type: 'string' }, { 'ui:field': 'custom' }],
    ['a widget that does not fit', { type: 'string' }, { 'ui:widget': 'rating' }],
    ['choices of the wrong type', { type: 'integer', oneOf: [{ const: 'a' }] }, { 'ui:widget': 'rating' }],
    ['duplicate choices', { type: 'string', oneOf: [{ const: 'a' }, { const: 'a' }] }],
    ['a group without maxItems', { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } }],
    ['a group with open records', { type: 'array', maxItems: 3, items: { type: 'object', properties: { a: { type: 'string' } } } }],
    [
      'a group nesting a list',
      { type: 'array', maxItems: 3, items: { type: 'object', properties: { a: { type: 'array', items: { type: 'string', enum: ['x'] } } }, additionalProperties: false } },
    ],
    ['an array without choices', { type: 'array', items: { type: 'string' } }],
  ];
  for (const [what, schema, ui] of advanced) {
    it(`calls ${what} advanced`, () => {
      expect(kindOfField(schema, ui)).toBe('advanced');
    });
  }
});
