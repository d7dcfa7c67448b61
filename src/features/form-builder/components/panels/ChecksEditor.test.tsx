import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { ChecksEditor } from './ChecksEditor';
import { renderInBuilder, renderWorkspace } from '../../testing/render';
import { checkedForm } from '../../../../../engine/test-support/check-forms.ts';

/** The engine's checked form (two dates, four numbers, a yes/no in words) without its checks. */
function timeOff(): FormDefinition {
  const { checks: _checks, ...form } = checkedForm();
  return form;
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
    expect(store.getState().definition.checks).toEqual([{ id: 'total', kind: 'sumEquals', fields: ['inBed', 'asleep'], total: 100 }]);
    await user.click(screen.getByRole('checkbox', { name: 'Hours in bed' }));
    for (const name of ['Work', 'Rest', 'Play']) await user.click(screen.getByRole('checkbox', { name }));
    const total = screen.getByLabelText('Total');
    await user.clear(total);
    await user.type(total, '24');
    expect(store.getState().definition.checks).toEqual([{ id: 'total', kind: 'sumEquals', fields: ['asleep', 'work', 'rest', 'play'], total: 24 }]);
    // a date question is never offered for a sum
    expect(screen.queryByRole('checkbox', { name: 'Start date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove this check' }));
    expect(store.getState().definition).not.toHaveProperty('checks');
    expect(screen.getByTestId('checks-heading')).toHaveFocus();
  });

  it('says what is missing when the form has too few date or number questions', () => {
    const def = timeOff();
    const { start, inBed, works } = def.schema.properties!;
    const schema = { ...def.schema, properties: { start: start!, inBed: inBed!, works: works! }, required: [] };
    renderInBuilder(<ChecksEditor />, { ...def, schema, conditions: [], sections: [{ id: 'main', title: 'Main', fields: ['start', 'inBed', 'works'] }] });
    for (const name of ['Add a date check', 'Add a number check', 'Add a total check']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText('Add two date questions (or more) to check one against another.')).toBeInTheDocument();
    expect(screen.getByText('Add two number questions (or more) to check one against another.')).toBeInTheDocument();
  });

  it('shows a broken check in the problems panel, whose link opens the check in the Checks tab', async () => {
    const definition: FormDefinition = { ...timeOff(), checks: [{ id: 'order', kind: 'after', field: 'end', other: 'works' }] };
    const { user } = renderWorkspace(definition);
    await user.click(screen.getByTestId('tab-problems'));
    const problem = await screen.findByText(/Check "order" compares date questions, but "Do you work\?" \(works\) is not a date question/, {}, { timeout: 5000 });
    await user.click(within(problem.closest('li')!).getByRole('button', { name: /check order/i }));
    expect(screen.getByTestId('tab-checks')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('check-order')).toHaveFocus());
    expect(screen.getByLabelText('Must be after')).toHaveDisplayValue('Do you work? (not a date question)');
  });
});
