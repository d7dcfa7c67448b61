import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '@engine';
import indianHead from '../../../../../schemas/forms/indian-head.json';
import initialAssessment from '../../../../../schemas/forms/initial-assessment.json';
import { ConditionEditor } from './ConditionEditor';
import { renderInBuilder } from '../../testing/render';
import { sampleDefinition } from '../../testing/definitions';
import { WorkspaceContext } from '../workspace-context';

/** The editor inside a workspace context whose live region is a spy. */
function inWorkspace(ui: ReactElement) {
  const announce = vi.fn<(text: string) => void>();
  return { announce, ui: <WorkspaceContext.Provider value={{ announce, showTab: () => {}, revealEditor: () => {} }}>{ui}</WorkspaceContext.Provider> };
}

/** The sample with "Anything else?" shown by two conditions, the second also showing the contact question. */
function twoConditions(): FormDefinition {
  return {
    ...sampleDefinition(),
    conditions: [
      { id: 'low-mood', show: ['notes'], when: { field: 'mood', atLeast: 1 } },
      { id: 'smokes', show: ['contact', 'notes'], when: { field: 'smoker', equals: 'yes' } },
    ],
  };
}

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('ConditionEditor', { timeout: 20_000 }, () => {
  it('asks for a selected question when used alone without one', () => {
    renderInBuilder(<ConditionEditor />, sampleDefinition());
    expect(screen.getByText('Select a question to choose when it is shown.')).toBeInTheDocument();
  });

  it('builds "show Anything else when Do you smoke? is one of Yes, No"', async () => {
    const { user, store } = renderInBuilder(<ConditionEditor />, sampleDefinition(), { kind: 'field', name: 'notes' });
    expect(screen.getByText(/Always: every member sees it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show it only when…' }));
    const conditions = () => store.getState().definition.conditions ?? [];
    expect(conditions()).toHaveLength(1);
    expect(conditions()[0]!.id).toBe('show-notes');
    expect(conditions()[0]!.show).toEqual(['notes']);
    // the pressed button is gone: focus is on the new condition's first control, not <body>
    expect(screen.queryByRole('button', { name: 'Show it only when…' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Question'), 'Do you smoke?');
    expect(conditions()[0]!.when).toEqual({ field: 'smoker', equals: 'no' });
    await user.selectOptions(screen.getByLabelText('Test'), 'is one of');
    const answers = screen.getByRole('group', { name: 'Answers' });
    await user.click(within(answers).getByLabelText('Yes'));
    expect(conditions()[0]!.when).toEqual({ field: 'smoker', in: ['no', 'yes'] });
    await user.click(within(answers).getByLabelText('No'));
    expect(conditions()[0]!.when).toEqual({ field: 'smoker', in: ['yes'] });
    expect(screen.getByText(/Shown when “Do you smoke\?” is one of Yes\./)).toBeInTheDocument();

    // unticking every answer leaves an unfinished test: nothing is written, and it says why
    await user.click(within(answers).getByLabelText('Yes'));
    expect(screen.getByText('Choose a value to apply this test.')).toBeInTheDocument();
    expect(conditions()[0]!.when).toEqual({ field: 'smoker', in: ['yes'] });
  });

  it('combines tests with all of these / any of these', async () => {
    const { user, store } = renderInBuilder(<ConditionEditor />, sampleDefinition(), { kind: 'field', name: 'notes' });
    await user.click(screen.getByRole('button', { name: 'Show it only when…' }));
    await user.click(screen.getByRole('button', { name: 'Add another test' }));
    const when = () => store.getState().definition.conditions![0]!.when;
    expect(when()).toEqual({ all: [{ field: 'mood', equals: 0 }, { field: 'sleep', equals: 0 }] });

    const second = screen.getByRole('group', { name: 'Test 2' });
    await user.selectOptions(within(second).getByLabelText('Test'), 'is at least');
    expect(when()).toEqual({ all: [{ field: 'mood', equals: 0 }, { field: 'sleep', atLeast: 0 }] });
    const number = within(second).getByLabelText('Number');
    await user.clear(number);
    // an empty number box is an unfinished test: the condition stays as it was
    expect(within(second).getByText('Choose a value to apply this test.')).toBeInTheDocument();
    expect(when()).toEqual({ all: [{ field: 'mood', equals: 0 }, { field: 'sleep', atLeast: 0 }] });
    await user.type(number, '2');
    expect(when()).toEqual({ all: [{ field: 'mood', equals: 0 }, { field: 'sleep', atLeast: 2 }] });

    await user.selectOptions(screen.getByLabelText('Which tests must hold'), 'any of these is true');
    expect(when()).toEqual({ any: [{ field: 'mood', equals: 0 }, { field: 'sleep', atLeast: 2 }] });

    await user.click(screen.getByRole('button', { name: 'Remove the test on “Low mood”' }));
    expect(when()).toEqual({ field: 'sleep', atLeast: 2 });
  });

  it('never offers the question itself, and can show other questions too', async () => {
    const { user, store } = renderInBuilder(<ConditionEditor />, sampleDefinition(), { kind: 'field', name: 'notes' });
    await user.click(screen.getByRole('button', { name: 'Show it only when…' }));
    const options = within(screen.getByLabelText('Question')).getAllByRole('option').map((o) => o.textContent);
    expect(options).not.toContain('Anything else?');
    await user.click(screen.getByText(/Also show with it/));
    await user.click(screen.getByLabelText('How should we contact you?'));
    expect(store.getState().definition.conditions![0]!.show).toEqual(['contact', 'notes']);
    await user.click(screen.getByRole('button', { name: 'Always show this question' }));
    expect(store.getState().definition.conditions![0]!.show).toEqual(['contact']);
  });

  it('shows the committed conditions as they are', () => {
    const ia = initialAssessment as unknown as FormDefinition;
    renderInBuilder(<ConditionEditor />, ia, { kind: 'field', name: 'phqDifficulty' });
    expect(screen.getByLabelText('Which tests must hold')).toHaveValue('any');
    const rows = screen.getAllByRole('group', { name: /^Test \d+$/ });
    expect(rows).toHaveLength(9);
    expect(within(rows[8]!).getByLabelText('Test')).toHaveValue('atLeast');
    expect(within(rows[8]!).getByLabelText('Number')).toHaveValue(1);
  });

  it('shows a committed "is one of" on a multiple-choice question, and a shared follow-up block', () => {
    const ih = indianHead as unknown as FormDefinition;
    const { unmount } = renderInBuilder(<ConditionEditor />, ih, { kind: 'field', name: 'objectivesOther' });
    expect(screen.getByLabelText('Test')).toHaveValue('isOneOf');
    expect(screen.getByRole('option', { name: 'includes any of' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Answers' })).getByLabelText('Something else')).toBeChecked();
    unmount();

    renderInBuilder(<ConditionEditor />, ih, { kind: 'field', name: 'guardianName' });
    expect(screen.getByText('this question').parentElement).toHaveTextContent('Show this question and 2 others when');
    expect(screen.getByLabelText('Answer')).toHaveDisplayValue('Yes');
  });

  describe('focus after a removal (never <body>) and what is announced', () => {
    it('a removed test hands focus to the next test, the last one to "Add another test"', async () => {
      const { ui, announce } = inWorkspace(<ConditionEditor />);
      const { user, store } = renderInBuilder(ui, sampleDefinition(), { kind: 'field', name: 'notes' });
      await user.click(screen.getByRole('button', { name: 'Show it only when…' }));
      await user.click(screen.getByRole('button', { name: 'Add another test' }));
      await user.click(screen.getByRole('button', { name: 'Add another test' }));
      expect(screen.getAllByRole('group', { name: /^Test \d+$/ })).toHaveLength(3);

      // the first of three: the test that was second is now first, and its first control has focus
      await user.click(screen.getByRole('button', { name: 'Remove the test on “Low mood”' }));
      const first = screen.getByRole('group', { name: 'Test 1' });
      expect(within(first).getByRole('combobox', { name: 'Question' })).toHaveFocus();
      expect(within(first).getByRole('combobox', { name: 'Question' })).toHaveDisplayValue('Poor sleep');
      expect(announce).toHaveBeenLastCalledWith('Test on “Low mood” removed. Now: all of: (“Poor sleep” is Not at all); (“Do you smoke?” is No).');

      // the last one: no test follows, so "Add another test"
      await user.click(screen.getByRole('button', { name: 'Remove the test on “Do you smoke?”' }));
      expect(screen.getByRole('button', { name: 'Add another test' })).toHaveFocus();
      expect(announce).toHaveBeenLastCalledWith('Test on “Do you smoke?” removed. Now: “Poor sleep” is Not at all.');
      expect(store.getState().definition.conditions![0]!.when).toEqual({ field: 'sleep', equals: 0 });
    });

    it('removing the only condition hands focus to "Show it only when…" and says the question is always shown', async () => {
      const { ui, announce } = inWorkspace(<ConditionEditor />);
      const { user, store } = renderInBuilder(ui, sampleDefinition(), { kind: 'field', name: 'notes' });
      await user.click(screen.getByRole('button', { name: 'Show it only when…' }));
      await user.click(screen.getByRole('button', { name: 'Remove the condition (always show)' }));
      expect(store.getState().definition.conditions ?? []).toEqual([]);
      expect(screen.getByRole('button', { name: 'Show it only when…' })).toHaveFocus();
      expect(announce).toHaveBeenLastCalledWith('Condition removed. “Anything else?” is now always shown.');
    });

    it('removing one of two conditions hands focus to the next condition; leaving the last one, to "Show it only when…"', async () => {
      const { ui, announce } = inWorkspace(<ConditionEditor />);
      const { user, store } = renderInBuilder(ui, twoConditions(), { kind: 'field', name: 'notes' });
      const cards = () => document.querySelectorAll<HTMLElement>('.condition-card');
      expect(cards()).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Remove the condition (always show)' }));
      expect(store.getState().definition.conditions!.map((c) => c.id)).toEqual(['smokes']);
      expect(within(cards()[0]!).getByRole('combobox', { name: 'Question' })).toHaveFocus();
      expect(announce).toHaveBeenLastCalledWith('Condition removed. “Anything else?” is shown when its other condition holds.');

      // taking this question out of the last condition (it keeps showing "contact"): the card goes, focus to "Show it only when…"
      await user.click(screen.getByRole('button', { name: 'Always show this question' }));
      expect(store.getState().definition.conditions).toEqual([{ id: 'smokes', show: ['contact'], when: { field: 'smoker', equals: 'yes' } }]);
      expect(screen.getByRole('button', { name: 'Show it only when…' })).toHaveFocus();
      expect(announce).toHaveBeenLastCalledWith('This question no longer depends on that condition. “Anything else?” is now always shown.');
    });

    it('removing the last of two conditions hands focus to the one before it, and names the questions it freed', async () => {
      const { ui, announce } = inWorkspace(<ConditionEditor />);
      const { user } = renderInBuilder(ui, twoConditions(), { kind: 'field', name: 'notes' });
      const second = document.querySelectorAll<HTMLElement>('.condition-card')[1]!;
      await user.click(within(second).getByRole('button', { name: 'Remove the condition (all its questions always shown)' }));
      const [only] = document.querySelectorAll<HTMLElement>('.condition-card');
      expect(only!.dataset.conditionId).toBe('low-mood');
      expect(within(only!).getByRole('combobox', { name: 'Question' })).toHaveFocus();
      expect(announce).toHaveBeenLastCalledWith(
        'Condition removed. “Anything else?” is shown when its other condition holds. The other question it showed no longer depends on it.',
      );
    });
  });
});
