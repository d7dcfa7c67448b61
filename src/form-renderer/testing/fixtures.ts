import type { FormDefinition } from '@engine';

const scale = [
  { const: 0, title: 'Never' },
  { const: 1, title: 'Sometimes' },
  { const: 2, title: 'Often' },
];

/** A small definition using every widget of the theme, a condition and three steps. */
export const fixtureDefinition: FormDefinition = {
  id: 'renderer-fixture',
  version: 1,
  title: 'Renderer fixture',
  schema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: {
      fullName: { type: 'string', title: 'Full name', minLength: 1, maxLength: 80 },
      contactBy: {
        type: 'string',
        title: 'How should we contact you?',
        oneOf: [
          { const: 'email', title: 'Email' },
          { const: 'phone', title: 'Phone' },
        ],
      },
      phoneNumber: { type: 'string', title: 'Phone number', minLength: 1, maxLength: 20 },
      sleep: { type: 'integer', title: 'Trouble sleeping', oneOf: scale },
      worry: { type: 'integer', title: 'Worrying', oneOf: scale },
      energy: { type: 'integer', title: 'Low energy', oneOf: scale },
      agree: { type: 'boolean', title: 'I agree to the terms', const: true },
      signature: { type: 'string', title: 'Your signature', minLength: 1, maxLength: 60000 },
    },
    required: ['fullName', 'contactBy', 'phoneNumber', 'sleep', 'worry', 'energy', 'agree', 'signature'],
    additionalProperties: false,
  },
  uiSchema: {
    contactBy: { 'ui:widget': 'radio' },
    sleep: { 'ui:widget': 'rating' },
    worry: { 'ui:widget': 'rating' },
    energy: { 'ui:widget': 'rating' },
    agree: { 'ui:widget': 'consent' },
    signature: { 'ui:widget': 'signature' },
  },
  sections: [
    { id: 'about', title: 'About you', fields: ['fullName', 'contactBy', 'phoneNumber'] },
    { id: 'feelings', title: 'How you feel', fields: ['sleep', 'worry', 'energy'] },
    { id: 'sign', title: 'Sign', fields: ['agree', 'signature'] },
  ],
  conditions: [{ id: 'phone', show: ['phoneNumber'], when: { field: 'contactBy', equals: 'phone' } }],
  settings: { kind: 'custom' },
};
