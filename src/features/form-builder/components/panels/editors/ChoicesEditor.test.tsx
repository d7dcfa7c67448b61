import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldKind, validateDefinition, type FormDefinition } from '@engine';
import { PropertyPanel } from '../PropertyPanel';
import { renderInBuilder } from '../../../testing/render';
import { sampleDefinition } from '../../../testing/definitions';

/** The sample form with a multiple-choice question as the palette makes it (optionally without its maxItems, as older forms have it). */
function withTopics(keepBound = true): FormDefinition {
  const def = sampleDefinition();
  const { maxItems: _bound, ...unbounded } = fieldKind('multipleChoice').preset('Topics').schema;
  def.schema.properties!.topics = keepBound ? fieldKind('multipleChoice').preset('Topics').schema : unbounded;
  def.uiSchema = { ...def.uiSchema, topics: { 'ui:widget': 'checkboxes' } };
  def.sections![1]!.fields.push('topics');
  return def;
}

describe('ChoicesEditor', { timeout: 20_000 }, () => {
  it('keeps a multiple-choice question’s maxItems at its number of choices as choices are added and removed', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withTopics(), { kind: 'field', name: 'topics' });
    const topics = () => store.getState().definition.schema.properties!.topics!;
    expect(topics().maxItems).toBe(3);
    const group = screen.getByRole('group', { name: 'Choices' });

    await user.click(within(group).getByRole('button', { name: 'Add a choice' }));
    await user.click(within(group).getByRole('button', { name: 'Add a choice' }));
    expect(topics().items).toMatchObject({ oneOf: expect.any(Array) });
    expect(topics().maxItems).toBe(5);

    await user.click(within(group).getByRole('button', { name: 'Remove “Option 1”' }));
    expect(topics().maxItems).toBe(4);
    expect(validateDefinition(store.getState().definition)).toMatchObject({ ok: true });
  });

  it('gives an older multiple-choice question without maxItems one at its first choice edit', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withTopics(false), { kind: 'field', name: 'topics' });
    expect(store.getState().definition.schema.properties!.topics!.maxItems).toBeUndefined();
    await user.type(within(screen.getByRole('group', { name: 'Choices' })).getByLabelText('Label of choice 2'), '!');
    expect(store.getState().definition.schema.properties!.topics!.maxItems).toBe(3);
  });

  it('leaves a single-choice question without maxItems', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withTopics(), { kind: 'field', name: 'contact' });
    await user.click(within(screen.getByRole('group', { name: 'Choices' })).getByRole('button', { name: 'Add a choice' }));
    const contact = store.getState().definition.schema.properties!.contact!;
    expect(contact.oneOf).toHaveLength(4);
    expect(contact).not.toHaveProperty('maxItems');
  });
});
