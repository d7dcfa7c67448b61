import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { TryItPanel } from './TryItPanel';
import { renderInBuilder } from '../../testing/render';
import { sampleDefinition } from '../../testing/definitions';

function scored(): FormDefinition {
  return {
    ...sampleDefinition(),
    conditions: [{ id: 'show-notes', show: ['notes'], when: { field: 'smoker', equals: 'yes' } }],
    scoring: {
      version: 'sample-1',
      scales: {
        wb: {
          title: 'Wellbeing',
          items: ['mood', 'sleep'],
          itemMin: 0,
          itemMax: 2,
          bands: [
            { id: 'low', label: 'Low', min: 0, max: 2 },
            { id: 'high', label: 'High', min: 3, max: 4 },
          ],
          rules: { cutoff: { kind: 'totalAtLeast', title: 'At the cut-off', value: 3 } },
        },
      },
      flags: [
        { id: 'high-wb', severity: 'urgent', message: 'Follow up today.', fields: ['mood'], audience: 'member', trigger: { kind: 'scaleBand', scale: 'wb', bands: ['high'] } },
      ],
    },
  };
}

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('TryItPanel', { timeout: 20_000 }, () => {
  it('has nothing to try on a form without scoring or conditions', () => {
    renderInBuilder(<TryItPanel />, sampleDefinition());
    expect(screen.getByText(/Nothing to try yet/)).toBeInTheDocument();
  });

  it('scores live as answers are picked and raises the flag', async () => {
    const { user } = renderInBuilder(<TryItPanel />, scored());
    const card = screen.getByRole('article', { name: 'Wellbeing' });
    expect(card).toHaveTextContent('Incomplete: 0 of 2 answered');
    expect(card).toHaveTextContent('At the cut-off: not decided yet');

    await user.selectOptions(screen.getByLabelText('Low mood'), '2: A lot');
    expect(card).toHaveTextContent('Incomplete: 1 of 2 answered');
    await user.selectOptions(screen.getByLabelText('Poor sleep'), '1: A little');
    expect(card).toHaveTextContent('Total 3 of 0–4');
    expect(card).toHaveTextContent('Band: High');
    expect(card).toHaveTextContent('At the cut-off: yes');
    const flags = screen.getByRole('heading', { name: 'Flags raised' }).parentElement!;
    expect(within(flags).getByText('Follow up today.')).toBeInTheDocument();
    expect(flags).toHaveTextContent(/urgent/i);
    expect(flags).toHaveTextContent('reviewers and the member');
  });

  it('shows which questions are hidden, and fills highest, lowest and clear', async () => {
    const { user } = renderInBuilder(<TryItPanel />, scored());
    const hiddenList = () => screen.getByRole('heading', { name: 'Hidden now' }).parentElement!;
    expect(hiddenList()).toHaveTextContent('Anything else?');
    await user.click(screen.getByRole('button', { name: 'Fill with highest' }));
    expect(screen.getByLabelText('Do you smoke?')).toHaveDisplayValue('Yes');
    expect(hiddenList()).toHaveTextContent('No question is hidden');
    expect(screen.getByRole('article', { name: 'Wellbeing' })).toHaveTextContent('Total 4');
    await user.click(screen.getByRole('button', { name: 'Fill with lowest' }));
    expect(screen.getByRole('article', { name: 'Wellbeing' })).toHaveTextContent('Total 0');
    expect(screen.getByText('None with these answers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('article', { name: 'Wellbeing' })).toHaveTextContent('Incomplete: 0 of 2 answered');
  });

  it('keeps answers while the definition is edited and follows the new scoring', async () => {
    const { user, store } = renderInBuilder(<TryItPanel />, scored());
    await user.click(screen.getByRole('button', { name: 'Fill with highest' }));
    const scale = store.getState().definition.scoring!.scales!.wb!;
    act(() => {
      store.getState().apply({ type: 'setScale', id: 'wb', scale: { ...scale, rules: { cutoff: { kind: 'totalAtLeast', title: 'At the cut-off', value: 5 } } } });
    });
    expect(screen.getByLabelText('Low mood')).toHaveDisplayValue('2: A lot');
    expect(screen.getByRole('article', { name: 'Wellbeing' })).toHaveTextContent('At the cut-off: no');
  });
});
