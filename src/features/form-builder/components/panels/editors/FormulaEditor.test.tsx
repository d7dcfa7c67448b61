// The calculated question's formula editor and "Insert an earlier answer" in titles: earlier
// questions chosen from a list (never typed), the publish check's words as the formula is typed,
// the result with Try it's answers.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { bmiForm } from '../../../../../../engine/test-support/recall-calc-forms';
import { PropertyPanel } from '../PropertyPanel';
import { TryItPanel } from '../TryItPanel';
import { renderInBuilder } from '../../../testing/render';

const formula = (def: FormDefinition, name: string) => (def.uiSchema![name] as { 'ui:options': { formula: string } })['ui:options'].formula;

describe('calculated values and earlier answers in the builder', { timeout: 20_000 }, () => {
  it('builds a formula from earlier number questions chosen from a list, checking it as it is typed', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, bmiForm(), { kind: 'field', name: 'bmi' });
    expect(screen.queryByLabelText('Members must answer this question')).not.toBeInTheDocument();
    const box = screen.getByLabelText('Formula');
    await user.clear(box);
    expect(screen.getByText('Write a formula to see its result.')).toBeInTheDocument();
    // only earlier number questions are offered: not the text questions, not the BMI itself or what comes after
    const earlier = screen.getByLabelText('Earlier question to insert');
    expect(within(earlier).getAllByRole('option').map((o) => o.textContent)).toEqual(['Insert an earlier answer…', 'Your height (cm) (heightCm)', 'Your weight (kg) (weightKg)']);
    await user.selectOptions(earlier, 'weightKg');
    await user.click(screen.getByRole('button', { name: 'Insert into the formula' }));
    expect(box).toHaveFocus();
    await user.keyboard(' /');
    await user.selectOptions(earlier, 'heightCm');
    await user.click(screen.getByRole('button', { name: 'Insert into the formula' }));
    expect(formula(store.getState().definition, 'bmi')).toBe('weightKg / heightCm');
    await user.type(box, ' +');
    expect(box).toHaveAccessibleDescription(/The formula of "Your BMI" \(bmi\): the formula cannot be read/);
    await user.clear(box);
    await user.type(box, 'bmiBand * 2');
    expect(box).toHaveAccessibleDescription(/comes later in the form/);
    await user.click(screen.getByLabelText('Show the value to members'));
    expect(store.getState().definition.uiSchema!.bmi).toMatchObject({ 'ui:options': { shown: false, formula: 'bmiBand * 2' } });
  });

  it('shows the result with the answers given in Try it', async () => {
    const { user } = renderInBuilder(
      <>
        <TryItPanel />
        <PropertyPanel />
      </>,
      bmiForm(),
      { kind: 'field', name: 'bmi' },
    );
    await user.type(screen.getByLabelText('Your height (cm)'), '160');
    await user.type(screen.getByLabelText('Your weight (kg)'), '80');
    expect(within(screen.getByRole('region', { name: 'Calculated values' })).getByText('31.3')).toBeInTheDocument();
  });

  it('inserts an earlier answer into a title where the cursor was, with words for when it is not answered', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, bmiForm(), { kind: 'field', name: 'mood' });
    const title = screen.getByLabelText('Question');
    await user.click(title);
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Insert an earlier answer in the question' }));
    const menu = screen.getByRole('group', { name: 'Show an earlier answer in the question' });
    // only the questions before it, whose answers read as words
    expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a question…', 'What was the worst event? (worstEvent)', 'When did «it» happen? (eventDate)']);
    await user.click(within(menu).getByRole('button', { name: 'Insert' }));
    expect(within(menu).getByRole('alert')).toHaveTextContent('Choose the earlier question');
    await user.selectOptions(within(menu).getByLabelText('Earlier question'), 'worstEvent');
    await user.type(within(menu).getByLabelText('Words when it is not answered'), 'the event');
    await user.click(within(menu).getByRole('button', { name: 'Insert' }));
    expect(store.getState().definition.schema.properties!.mood!.title).toBe('How{worstEvent|the event} is your mood?');
    expect(screen.getByLabelText('Question')).toHaveFocus();
  });
});
