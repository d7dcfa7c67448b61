import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { ChecksEditor } from './ChecksEditor';
import { renderInBuilder, renderWorkspace } from '../../testing/render';

/** A form with two dates, three numbers and a text question, and no checks yet. */
function timeOff(): FormDefinition {
  return {
    id: 'time-off',
    version: 1,
    title: 'Time off',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        start: { type: 'string', format: 'date', title: 'Start date' },
        end: { type: 'string', format: 'date', title: 'End date' },
        work: { type: 'integer', title: 'Work', minimum: 0, maximum: 100 },
        rest: { type: 'integer', title: 'Rest', minimum: 0, maximum: 100 },
        play: { type: 'integer', title: 'Play', minimum: 0, maximum: 100 },
        notes: { type: 'string', title: 'Notes', maxLength: 200 },
      },
      additionalProperties: false,
    },
    sections: [{ id: 'main', title: 'Main', fields: ['start', 'end', 'work', 'rest', 'play', 'notes'] }],
  };
}

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('ChecksEditor', { timeout: 30_000 }, () => {
  it('adds a date check from lists, in words, and changes which questions it compares', async () => {
    const { user, store } = renderInBuilder(<ChecksEditor />, timeOff());
    expect(screen.getByText('No checks yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a date check' }));
    const checks = () => store.getState().definition.checks;
    expect(checks()).toEqual([{ id: 'check', kind: 'after', field: 'end', other: 'start' }]);
    const summary = screen.getByTestId('check-check');
    expect(summary).toHaveTextContent('‘End date’ must be after ‘Start date’');
    await waitFor(() => expect(summary).toHaveFocus());

    await user.selectOptions(screen.getByLabelText('What to check'), 'before');
    expect(checks()![0]).toEqual({ id: 'check', kind: 'before', field: 'end', other: 'start' });
    // only date questions are offered for a date check
    const other = screen.getByLabelText('Must be before');
    expect(within(other).getAllByRole('option').map((o) => o.textContent)).toEqual(['Start date', 'End date']);
    await user.selectOptions(screen.getByLabelText('Question'), 'start');
    await user.selectOptions(other, 'end');
    expect(checks()![0]).toEqual({ id: 'check', kind: 'before', field: 'start', other: 'end' });
  });

  it('keeps a refused choice in the card with the reason, and gives a check its own message', async () => {
    const { user, store } = renderInBuilder(<ChecksEditor />, { ...timeOff(), checks: [{ id: 'order', kind: 'after', field: 'end', other: 'start' }] });
    await user.click(screen.getByText('‘End date’ must be after ‘Start date’'));
    await user.selectOptions(screen.getByLabelText('Question'), 'start');
    expect(screen.getByRole('alert')).toHaveTextContent('This change is not in the form yet: Choose two different questions to compare.');
    expect(store.getState().definition.checks![0]).toEqual({ id: 'order', kind: 'after', field: 'end', other: 'start' });
    await user.selectOptions(screen.getByLabelText('Question'), 'end');
    await user.type(screen.getByLabelText('Message for members (optional)'), 'Your time off must end after it starts');
    expect(store.getState().definition.checks![0]).toEqual({ id: 'order', kind: 'after', field: 'end', other: 'start', message: 'Your time off must end after it starts' });
    await user.clear(screen.getByLabelText('Message for members (optional)'));
    expect(store.getState().definition.checks![0]).not.toHaveProperty('message');
  });

  it('adds a total over number questions, ticked from a list, and removes it with focus on the heading', async () => {
    const { user, store } = renderInBuilder(<ChecksEditor />, timeOff());
    await user.click(screen.getByRole('button', { name: 'Add a total check' }));
    expect(store.getState().definition.checks).toEqual([{ id: 'total', kind: 'sumEquals', fields: ['work', 'rest'], total: 100 }]);
    await user.click(screen.getByRole('checkbox', { name: 'Play' }));
    const total = screen.getByLabelText('Total');
    await user.clear(total);
    await user.type(total, '24');
    expect(store.getState().definition.checks).toEqual([{ id: 'total', kind: 'sumEquals', fields: ['work', 'rest', 'play'], total: 24 }]);
    // a date question is never offered for a sum
    expect(screen.queryByRole('checkbox', { name: 'Start date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove this check' }));
    expect(store.getState().definition).not.toHaveProperty('checks');
    expect(screen.getByTestId('checks-heading')).toHaveFocus();
  });

  it('says what is missing when the form has too few date or number questions', () => {
    const def = timeOff();
    const { end: _end, rest: _rest, play: _play, ...fewer } = def.schema.properties!;
    renderInBuilder(<ChecksEditor />, { ...def, schema: { ...def.schema, properties: fewer }, sections: [{ id: 'main', title: 'Main', fields: ['start', 'work', 'notes'] }] });
    for (const name of ['Add a date check', 'Add a number check', 'Add a total check']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('Add two date questions (or more) to check one against another.')).toBeInTheDocument();
    expect(screen.getByText('Add two number questions (or more) to check one against another.')).toBeInTheDocument();
  });

  it('shows a broken check in the problems panel, whose link opens the check in the Checks tab', async () => {
    const definition: FormDefinition = { ...timeOff(), checks: [{ id: 'order', kind: 'after', field: 'end', other: 'notes' }] };
    const { user } = renderWorkspace(definition);
    await user.click(screen.getByTestId('tab-problems'));
    const problem = await screen.findByText(/Check "order" compares date questions, but "Notes" \(notes\) is not a date question/, {}, { timeout: 5000 });
    await user.click(within(problem.closest('li')!).getByRole('button', { name: /check order/i }));
    expect(screen.getByTestId('tab-checks')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('check-order')).toHaveFocus());
    expect(screen.getByLabelText('Must be after')).toHaveDisplayValue('Notes (not a date question)');
  });
});
