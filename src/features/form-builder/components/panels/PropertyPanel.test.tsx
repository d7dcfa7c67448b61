import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { PropertyPanel } from './PropertyPanel';
import { renderInBuilder } from '../../testing/render';
import { sampleDefinition } from '../../testing/definitions';

const withCondition = (): FormDefinition => ({
  ...sampleDefinition(),
  conditions: [{ id: 'show-notes', show: ['notes'], when: { field: 'smoker', equals: 'yes' } }],
});

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('PropertyPanel', { timeout: 20_000 }, () => {
  it('asks to select something when nothing is selected, and opens the form settings', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition());
    expect(screen.getByText(/Select a question or a section/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /form’s own settings/ }));
    expect(store.getState().selection).toEqual({ kind: 'form' });
    expect(screen.getByLabelText('Form title')).toHaveValue('Sample');
  });

  it('moves focus to the form settings heading when their button (which disappears) is pressed', async () => {
    const { user } = renderInBuilder(<PropertyPanel />, sampleDefinition());
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /form’s own settings/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The form' })).toHaveFocus();
    // and Tab goes on to the first setting
    await user.tab();
    expect(screen.getByLabelText('Form title')).toHaveFocus();
  });

  it('typing a title is one undo step, and undo shows the old title again', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'field', name: 'notes' });
    const title = screen.getByLabelText('Question');
    await user.click(title);
    await user.keyboard('{End} please');
    expect(store.getState().definition.schema.properties!.notes!.title).toBe('Anything else? please');
    expect(title).toHaveValue('Anything else? please');
    expect(store.getState().history.past).toHaveLength(1);
    act(() => store.getState().undo());
    expect(store.getState().definition.schema.properties!.notes!.title).toBe('Anything else?');
    expect(screen.getByLabelText('Question')).toHaveValue('Anything else?');
  });

  it('sets help text, required and the longest answer', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'field', name: 'notes' });
    await user.type(screen.getByLabelText('Help text'), 'A few words');
    await user.click(screen.getByLabelText('Members must answer this question'));
    const longest = screen.getByLabelText('Longest answer (characters)');
    await user.clear(longest);
    await user.type(longest, 'abc');
    expect(longest).toHaveAccessibleDescription(/whole number|Enter a number/);
    await user.clear(longest);
    await user.type(longest, '80');
    const def = store.getState().definition;
    expect(def.schema.properties!.notes).toMatchObject({ description: 'A few words', maxLength: 80 });
    expect(def.schema.required).toContain('notes');
  });

  it('renames the variable on Enter, updating the conditions that use it, and explains a refusal inline', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withCondition(), { kind: 'field', name: 'smoker' });
    const name = screen.getByLabelText('Variable name');
    expect(name).toHaveAccessibleDescription(/used in 1 place/);
    await user.clear(name);
    await user.type(name, 'mood{Enter}');
    expect(name).toHaveAccessibleDescription(/mood/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().definition.schema.properties!.smoker).toBeDefined();
    expect(store.getState().refusal).toBeNull();

    await user.clear(name);
    await user.type(name, 'smokes{Enter}');
    const def = store.getState().definition;
    expect(def.schema.properties!.smokes).toBeDefined();
    expect(def.conditions![0]!.when).toEqual({ field: 'smokes', equals: 'yes' });
    expect(store.getState().selection).toEqual({ kind: 'field', name: 'smokes' });
    expect(screen.getByLabelText('Variable name')).toHaveValue('smokes');
  });

  it('edits choices: label, unique values, order, adding and removing', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'field', name: 'contact' });
    const choices = () => store.getState().definition.schema.properties!.contact!.oneOf;
    const group = screen.getByRole('group', { name: 'Choices' });

    await user.type(within(group).getByLabelText('Label of choice 3'), ' letter');
    expect(choices()![2]).toEqual({ const: 'post', title: 'Post letter' });

    const value = within(group).getByLabelText('Value of choice 2');
    await user.clear(value);
    await user.type(value, 'phone');
    expect(value).toHaveAccessibleDescription('Another choice already has the value "phone"');
    // each keystroke that gives a usable value is written; the duplicate is not
    expect(choices()![1]).toEqual({ const: 'phon', title: 'Email' });
    await user.type(value, '2');
    expect(choices()![1]).toEqual({ const: 'phone2', title: 'Email' });

    await user.click(within(group).getByRole('button', { name: 'Move “Post letter” up' }));
    expect(choices()!.map((c) => c.const)).toEqual(['phone', 'post', 'phone2']);

    await user.click(within(group).getByRole('button', { name: 'Add a choice' }));
    expect(choices()).toHaveLength(4);
    expect(within(group).getByLabelText('Label of choice 4')).toHaveFocus();

    await user.click(within(group).getByRole('button', { name: 'Remove “Phone”' }));
    expect(choices()!.map((c) => c.const)).toEqual(['post', 'phone2', 'option-4']);
  });

  it('edits rating points', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'field', name: 'mood' });
    await user.click(screen.getByRole('button', { name: 'Add a point' }));
    const label = screen.getByLabelText('Label for 3');
    await user.clear(label);
    await user.type(label, 'Extremely');
    expect(store.getState().definition.schema.properties!.mood!.oneOf!.at(-1)).toEqual({ const: 3, title: 'Extremely' });
  });

  it('edits an advanced question as JSON, showing parse errors', async () => {
    const def = sampleDefinition();
    def.schema.properties!.extra = { type: 'string', title: 'Extra', if: { const: 'a' }, then: { minLength: 1 } };
    def.sections![1]!.fields.push('extra');
    const { user, store } = renderInBuilder(<PropertyPanel />, def, { kind: 'field', name: 'extra' });
    expect(screen.getByRole('heading', { name: /Advanced question/ })).toBeInTheDocument();
    const json = screen.getByLabelText('JSON Schema of “extra”');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(def.schema.properties!.extra);

    await user.clear(json);
    await user.type(json, '{{"type": "string",');
    expect(json).toHaveAccessibleDescription(/not valid JSON/);
    expect(screen.getByRole('button', { name: 'Apply the schema' })).toBeDisabled();

    await user.clear(json);
    await user.type(json, '{{"type": "string", "title": "Extra!", "if": {{"const": "b"}, "then": {{"minLength": 2}}');
    await user.click(screen.getByRole('button', { name: 'Apply the schema' }));
    expect(store.getState().definition.schema.properties!.extra).toEqual({ type: 'string', title: 'Extra!', if: { const: 'b' }, then: { minLength: 2 } });
  });

  it('edits a section and the form', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, sampleDefinition(), { kind: 'section', id: 'about' });
    const title = screen.getByLabelText('Section title');
    await user.clear(title);
    expect(title).toHaveAccessibleDescription('A section needs a title');
    await user.type(title, 'You');
    expect(store.getState().definition.sections![1]!.title).toBe('You');

    act(() => store.getState().select({ kind: 'form' }));
    await user.selectOptions(screen.getByLabelText('Kind of form'), 'screening');
    expect(store.getState().definition.settings?.kind).toBe('screening');
  });
});
