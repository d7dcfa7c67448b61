import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from '../testing/render';
import { checkIn } from '../testing/definitions';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

describe('ProblemsPanel', SLOW, () => {
  it('says a valid form can be published once the checks have run', async () => {
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('tab-problems'));
    expect(await screen.findByText('No problems: the form can be published.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists what stops publishing, each linking to what it is about', async () => {
    const definition = checkIn();
    definition.sections!.push({ id: 'later', title: 'Later', fields: [] });
    const { user } = renderWorkspace(definition);
    await user.click(screen.getByTestId('tab-problems'));
    const problem = await screen.findByText(/section "Later" has no questions/i, {}, { timeout: 5000 });
    expect(screen.getByTestId('tab-problems')).toHaveTextContent('Problems (1)');
    const item = problem.closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Go to section “Later”' }));
    expect(screen.getByTestId('section-title-later')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
  });
});
