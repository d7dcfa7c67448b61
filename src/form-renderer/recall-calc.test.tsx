// Calculated values and earlier answers in text, as a member fills a form and a reviewer reads it:
// BMI worked out as height and weight are typed, a hidden value never drawn, titles showing earlier
// answers (a choice by its title, a date the UK way) and their fallbacks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@engine';
import { bmiForm } from '../../engine/test-support/recall-calc-forms.ts';
import { AssessmentForm, ResponseView } from './index.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The intake form on one step, so every question is on screen. */
function oneStep(): FormDefinition {
  const def = bmiForm();
  return { ...def, sections: [{ id: 'all', title: 'About {worstEvent|you}', fields: def.sections!.flatMap((s) => s.fields) }] };
}

describe('calculated values and earlier answers for a member', () => {
  it('works BMI out as height and weight are typed, and submits the engine’s value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AssessmentForm definition={oneStep()} onSubmit={onSubmit} />);
    const bmi = screen.getByLabelText('Your BMI');
    expect(bmi.tagName).toBe('OUTPUT');
    expect(bmi).toHaveTextContent('Not worked out yet');
    expect(bmi.closest('.af-field')!.querySelector('label')!.textContent).toBe('Your BMI');
    await user.type(screen.getByLabelText('What was the worst event?'), 'A flood');
    await user.type(screen.getByLabelText('Your height (cm)'), '160');
    await user.type(screen.getByLabelText('Your weight (kg)'), '80');
    expect(bmi).toHaveTextContent('31.3');
    // the hidden value is worked out but never drawn
    expect(screen.queryByText('BMI over 30')).toBeNull();
    await user.clear(screen.getByLabelText('Your weight (kg)'));
    expect(bmi).toHaveTextContent('Not worked out yet');
    await user.type(screen.getByLabelText('Your weight (kg)'), '81');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ bmi: 31.6, bmiBand: 1 }));
  });

  it('shows earlier answers in later titles and the section heading, with fallbacks until they are given', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={oneStep()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('About you');
    expect(screen.getByLabelText(/^When did it happen\?/)).toBeInTheDocument();
    expect(screen.getByText('Literal {braces} stay.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What was the worst event?'), '<b>A flood</b>');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('About <b>A flood</b>');
    const date = screen.getByLabelText(/^When did <b>A flood<\/b> happen\?/);
    await user.type(date, '2024-11-05');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    expect(screen.getByLabelText(/^Since 5 November 2024, has your mood been Low\?/)).toBeInTheDocument();
  });
});

describe('calculated values and earlier answers for a reviewer', () => {
  it('shows titles as the member read them and calculated values marked as such', () => {
    const def = bmiForm();
    render(<ResponseView definition={def} data={{ worstEvent: 'A flood', eventDate: '2024-11-05', mood: 'low', since: 'Yes', heightCm: 160, weightKg: 80, bmi: 31.3, bmiBand: 1 }} />);
    expect(screen.getByText('When did A flood happen?')).toBeInTheDocument();
    expect(screen.getByText('Since 5 November 2024, has your mood been Low?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About A flood' })).toBeInTheDocument();
    expect(screen.getByText('31.3 (calculated)')).toBeInTheDocument();
  });
});
