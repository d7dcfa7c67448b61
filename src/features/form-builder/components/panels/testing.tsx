/** Test-only: render a panel inside a builder store made from a definition. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { FormDefinition } from '@engine';
import { BuilderStoreContext, createBuilderStore, type Selection } from '../../store';

export function renderInBuilder(ui: ReactElement, definition: FormDefinition, selection: Selection = null) {
  const store = createBuilderStore(definition);
  if (selection) store.getState().select(selection);
  const user = userEvent.setup();
  const view = render(<BuilderStoreContext.Provider value={store}>{ui}</BuilderStoreContext.Provider>);
  return { store, user, ...view };
}

/** A small form: a rating item, a yes/no, a single choice with a follow-up, and free text. */
export function sampleDefinition(): FormDefinition {
  const rating = (title: string) => ({
    type: 'integer',
    title,
    oneOf: [
      { const: 0, title: 'Not at all' },
      { const: 1, title: 'A little' },
      { const: 2, title: 'A lot' },
    ],
  });
  return {
    id: 'sample',
    version: 1,
    title: 'Sample',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        mood: rating('Low mood'),
        sleep: rating('Poor sleep'),
        smoker: { type: 'string', title: 'Do you smoke?', oneOf: [{ const: 'no', title: 'No' }, { const: 'yes', title: 'Yes' }] },
        contact: {
          type: 'string',
          title: 'How should we contact you?',
          oneOf: [
            { const: 'phone', title: 'Phone' },
            { const: 'email', title: 'Email' },
            { const: 'post', title: 'Post' },
          ],
        },
        notes: { type: 'string', title: 'Anything else?', maxLength: 500 },
      },
      required: ['mood', 'sleep'],
      additionalProperties: false,
    },
    uiSchema: { mood: { 'ui:widget': 'rating' }, sleep: { 'ui:widget': 'rating' }, smoker: { 'ui:widget': 'radio' }, contact: { 'ui:widget': 'radio' } },
    sections: [
      { id: 'feelings', title: 'Feelings', fields: ['mood', 'sleep'] },
      { id: 'about', title: 'About you', fields: ['smoker', 'contact', 'notes'] },
    ],
  };
}
