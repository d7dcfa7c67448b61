import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionChecklist, toggleChosen } from './QuestionChecklist';
import { sampleDefinition } from '../../../testing/definitions';

describe('toggleChosen', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('places a ticked question by the order, whatever order it was ticked in', () => {
    expect(toggleChosen(order, ['d', 'a'], 'c', true)).toEqual(['a', 'c', 'd']);
  });
  it('drops an unticked question and keeps the rest as they were', () => {
    expect(toggleChosen(order, ['d', 'a', 'c'], 'a', false)).toEqual(['d', 'c']);
  });
});

describe('QuestionChecklist', () => {
  it('lists the questions by title, ticked when chosen, and reports the new list in order', async () => {
    const chosen: string[][] = [];
    const user = userEvent.setup();
    render(<QuestionChecklist definition={sampleDefinition()} questions={['mood', 'sleep', 'notes']} chosen={['notes']} onChoose={(c) => chosen.push(c)} />);
    expect(screen.getByRole('checkbox', { name: 'Anything else?' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Low mood' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Poor sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anything else?' }));
    expect(chosen).toEqual([['sleep', 'notes'], []]);
  });
});
