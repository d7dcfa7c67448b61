// The property editors of the slider, the ranking's choices and a tick-box list's exclusive choice.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exclusiveValues, fieldKind, validateDefinition, type FieldKindId, type FormDefinition } from '@engine';
import { PropertyPanel } from '../PropertyPanel';
import { renderInBuilder } from '../../../testing/render';
import { sampleDefinition } from '../../../testing/definitions';
import { numericChoiceRange } from '../field-schema';

/** The sample form with one question of `kind` as the palette makes it, named `q`. */
function withQuestion(kind: FieldKindId, title: string): FormDefinition {
  const def = sampleDefinition();
  const preset = fieldKind(kind).preset(title);
  def.schema.properties!.q = preset.schema;
  def.uiSchema = { ...def.uiSchema, q: preset.uiSchema };
  def.sections![1]!.fields.push('q');
  return def;
}

describe('the slider’s editor', { timeout: 20_000 }, () => {
  it('sets the ends, step and end words, and shows the engine’s refusal of a bad scale', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withQuestion('slider', 'Pain today'), { kind: 'field', name: 'q' });
    const group = screen.getByRole('group', { name: 'Slider' });
    const q = () => store.getState().definition.schema.properties!.q!;
    const ui = () => store.getState().definition.uiSchema!.q as { 'ui:options': Record<string, unknown> };

    const highest = within(group).getByLabelText('Highest value');
    await user.clear(highest);
    await user.type(highest, '10');
    await user.tab();
    expect(q().maximum).toBe(10);

    const lowest = within(group).getByLabelText('Lowest value');
    await user.clear(lowest);
    await user.type(lowest, '10');
    await user.tab();
    // each keystroke is an edit: "1" was taken, "10" refused with the engine's reason
    expect(q().minimum).toBe(1);
    expect(within(group).getByText(/lowest value \(10\) must be below its highest \(10\)/)).toBeInTheDocument();

    const words = within(group).getByLabelText('Words at the lowest end');
    await user.clear(words);
    await user.type(words, 'No pain');
    await user.tab();
    expect(ui()['ui:options'].minLabel).toBe('No pain');
    expect(ui()['ui:options'].maxLabel).toBe('Extremely');
    expect(validateDefinition(store.getState().definition)).toMatchObject({ ok: true });
  });
});

describe('a slider in a scale', () => {
  it('suggests the slider’s ends as the item range', () => {
    expect(numericChoiceRange([fieldKind('slider').preset('Pain').schema])).toEqual({ min: 0, max: 100 });
  });
});

describe('the choices editor', { timeout: 20_000 }, () => {
  it('marks a tick-box list’s choice as exclusive and keeps the rule as choices change', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withQuestion('multipleChoice', 'Symptoms'), { kind: 'field', name: 'q' });
    const group = screen.getByRole('group', { name: 'Choices' });
    const q = () => store.getState().definition.schema.properties!.q!;
    await user.click(within(group).getByRole('checkbox', { name: /Ticking “Option 3” clears the other answers/ }));
    expect(exclusiveValues(q())).toEqual(['option-3']);
    await user.click(within(group).getByRole('button', { name: 'Move “Option 3” up' }));
    expect(exclusiveValues(q())).toEqual(['option-3']);
    await user.click(within(group).getByRole('button', { name: 'Remove “Option 3”' }));
    expect(q().not).toBeUndefined();
    expect(validateDefinition(store.getState().definition)).toMatchObject({ ok: true });
  });

  it('offers no exclusive choice on a single choice, and keeps a ranking placing every choice', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, withQuestion('ranking', 'Priorities'), { kind: 'field', name: 'q' });
    const group = screen.getByRole('group', { name: 'Choices' });
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Add a choice' }));
    const q = store.getState().definition.schema.properties!.q!;
    expect([q.minItems, q.maxItems]).toEqual([4, 4]);
    expect(validateDefinition(store.getState().definition)).toMatchObject({ ok: true });
  });
});
