// The slider, the exclusive choice and the ranking in the member's form: unanswered at first,
// answered by keyboard and buttons, the server's messages beside them, readable to a reviewer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { dragAnnouncements } from '../ui/testing/keyboard-drag.ts';
import userEvent from '@testing-library/user-event';
import { choiceKindsForm } from '../../engine/test-support/choice-forms.ts';
import { AssessmentForm, ResponseView } from './index.ts';
import { keyedIndex } from './widgets/SliderWidget.tsx';
import { ticksAfter } from './widgets/ChoiceWidgets.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const SLIDER = 'How are you feeling today?';
const LIST = 'Which of these have you had this week?';
const RANKING = 'Put these in order of importance to you';

describe('the slider', () => {
  it('starts unanswered, with no value, and says so', () => {
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: SLIDER });
    expect(slider).not.toHaveAttribute('aria-valuenow');
    expect(slider).toHaveAttribute('aria-valuetext', 'Not answered yet, from 0 Worst imaginable to 100 Best imaginable');
    expect(screen.getByText(/Not answered yet: touch, click or use the arrow keys/)).toBeInTheDocument();
  });

  it('steps by arrow keys, a tenth by Page Up/Down, to the ends by Home/End', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: SLIDER });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    await user.keyboard('{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '100, from 0 Worst imaginable to 100 Best imaginable');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Your answer: 0')).toBeInTheDocument();
  });

  it('moves by key as it says (pure)', () => {
    expect(keyedIndex('ArrowLeft', null, 11)).toBe(5);
    expect(keyedIndex('Home', null, 11)).toBe(0);
    expect(keyedIndex('PageUp', 9, 101)).toBe(19);
    expect(keyedIndex('ArrowUp', 100, 101)).toBe(100);
    expect(keyedIndex('a', 3, 11)).toBeNull();
  });
});

describe('the exclusive choice', () => {
  it('clears the other ticks, and another tick clears it', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={vi.fn()} />);
    const list = screen.getByRole('group', { name: LIST });
    const box = (name: string) => within(list).getByRole('checkbox', { name });
    await user.click(box('Headache'));
    await user.click(box('Nausea'));
    await user.click(box('None of these'));
    expect(box('None of these')).toBeChecked();
    expect(box('Headache')).not.toBeChecked();
    expect(box('Nausea')).not.toBeChecked();
    expect(within(list).getByText('Unticked ‘Headache’, ‘Nausea’.')).toBeInTheDocument();
    await user.click(box('Dizziness'));
    expect(box('None of these')).not.toBeChecked();
    expect(box('Dizziness')).toBeChecked();
  });

  it('keeps the options’ order (pure)', () => {
    const all = ['a', 'b', 'none'];
    expect(ticksAfter(all, ['b'], ['none'], 'a', true)).toEqual(['a', 'b']);
    expect(ticksAfter(all, ['a', 'b'], ['none'], 'none', true)).toEqual(['none']);
    expect(ticksAfter(all, ['none'], ['none'], 'b', true)).toEqual(['b']);
    expect(ticksAfter(all, ['a', 'b'], ['none'], 'a', false)).toEqual(['b']);
  });
});

describe('the ranking', () => {
  it('places options in order, moves them with buttons, and clears', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={vi.fn()} />);
    const ranking = screen.getByRole('group', { name: RANKING });
    expect(await within(ranking).findByText(/Not answered yet: add the options in order/)).toBeInTheDocument();
    await user.click(within(ranking).getByRole('button', { name: 'Add ‘Less pain’ as number 1' }));
    await user.click(within(ranking).getByRole('button', { name: 'Add ‘Better sleep’ as number 2' }));
    expect(within(ranking).getByText('Your order so far (2 of 3 placed)')).toBeInTheDocument();
    await user.click(within(ranking).getByRole('button', { name: 'Move ‘Better sleep’ up' }));
    expect(within(ranking).getByText('‘Better sleep’ is now number 1 of 2.')).toBeInTheDocument();
    await user.click(within(ranking).getByRole('button', { name: 'Add ‘A better mood’ as number 3' }));
    const order = within(ranking).getByRole('list', { name: 'Your order' });
    expect(within(order).getAllByRole('listitem').map((li) => li.querySelector('.af-ranking__label')?.textContent)).toEqual(['Better sleep', 'Less pain', 'A better mood']);
    await user.click(within(ranking).getByRole('button', { name: 'Clear my order' }));
    expect(within(ranking).getByText(/Not answered yet/)).toBeInTheDocument();
  });

  it('picks a placed option up by keyboard with its handle and puts it back, announced', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={vi.fn()} />);
    const ranking = screen.getByRole('group', { name: RANKING });
    for (const [label, n] of [['Better sleep', 1], ['Less pain', 2], ['A better mood', 3]] as const) {
      await user.click(await within(ranking).findByRole('button', { name: `Add ‘${label}’ as number ${n}` }));
    }
    const handle = within(ranking).getByRole('button', { name: 'Move ‘Better sleep’, number 1 of 3' });
    handle.focus();
    await user.keyboard(' ');
    // picked up: dnd-kit says where it would land (jsdom draws nothing, so arrows cannot measure a move here)
    await waitFor(() => expect(dragAnnouncements()).toHaveTextContent('‘Better sleep’ would be number 1 of 3.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dragAnnouncements()).toHaveTextContent('Cancelled. ‘Better sleep’ stays number 1 of 3.'));
  });
});

describe('submitting', () => {
  it('asks for each unanswered kind in its own words, then sends the answers', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={choiceKindsForm()} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Move the slider to give your answer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Put every option in order').length).toBeGreaterThan(0);

    screen.getByRole('slider', { name: SLIDER }).focus();
    await user.keyboard('{End}');
    await user.click(within(screen.getByRole('group', { name: LIST })).getByRole('checkbox', { name: 'None of these' }));
    const ranking = screen.getByRole('group', { name: RANKING });
    for (const [label, n] of [['A better mood', 1], ['Better sleep', 2], ['Less pain', 3]] as const) {
      await user.click(within(ranking).getByRole('button', { name: `Add ‘${label}’ as number ${n}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ wellbeing: 100, symptoms: ['none'], priorities: ['mood', 'sleep', 'pain'] });
  });
});

describe('the reviewer’s view', () => {
  it('shows the slider with its ends and the ranking as its order', () => {
    render(<ResponseView definition={choiceKindsForm()} data={{ wellbeing: 62, symptoms: ['none'], priorities: ['pain', 'sleep', 'mood'] }} />);
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      [SLIDER, '62 (0 Worst imaginable to 100 Best imaginable)'],
      [LIST, 'None of these'],
      [RANKING, '1. Less pain, 2. Better sleep, 3. A better mood'],
    ]);
  });
});
