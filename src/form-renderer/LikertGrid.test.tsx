import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, JsonSchemaObject } from '@engine';
import { AssessmentForm } from './index.ts';
import { committedDefinition } from './testing/definitions.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const OFTEN: JsonSchemaObject[] = [
  { const: 'never', title: 'Never' },
  { const: 'sometimes', title: 'Sometimes' },
  { const: 'often', title: 'Often' },
];
const row = (title: string): JsonSchemaObject => ({ type: 'string', title, oneOf: OFTEN });

/** A grid of three radio questions (drawn as rating rows in the grid), one shown only after a yes. */
const sleep: FormDefinition = {
  id: 'sleep',
  version: 1,
  title: 'Sleep',
  schema: {
    type: 'object',
    properties: {
      nightShifts: { type: 'string', title: 'Do you work nights?', oneOf: [{ const: 'yes', title: 'Yes' }, { const: 'no', title: 'No' }] },
      fallAsleep: row('Trouble falling asleep'),
      wakeEarly: row('Waking too early'),
      daySleep: row('Sleeping in the day'),
      notes: { type: 'string', title: 'Anything else' },
    },
    required: ['nightShifts', 'fallAsleep', 'wakeEarly', 'daySleep'],
    additionalProperties: false,
  },
  uiSchema: { nightShifts: { 'ui:widget': 'radio' }, fallAsleep: { 'ui:widget': 'radio' }, wakeEarly: { 'ui:widget': 'radio' }, daySleep: { 'ui:widget': 'radio' } },
  sections: [{ id: 'sleep', title: 'Your sleep', fields: ['nightShifts', 'fallAsleep', 'wakeEarly', 'daySleep', 'notes'] }],
  conditions: [{ id: 'nights', show: ['daySleep'], when: { field: 'nightShifts', equals: 'yes' } }],
  grids: [{ id: 'sleep-grid', title: 'In the past week, how often:', fields: ['fallAsleep', 'wakeEarly', 'daySleep'] }],
};

describe('a Likert grid', () => {
  it('is one named block: the scale once as column headers, one radio group per statement named by it', () => {
    render(<AssessmentForm definition={sleep} onSubmit={vi.fn()} />);
    const grid = screen.getByRole('group', { name: 'In the past week, how often:' });
    expect(within(grid).getByTestId('rating-grid-head')).toHaveTextContent('NeverSometimesOften');
    const falling = within(grid).getByRole('group', { name: 'Trouble falling asleep' });
    expect(within(falling).getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(Array(3).fill(within(falling).getAllByRole('radio')[0]!.getAttribute('name')));
    expect(within(falling).getByRole('radio', { name: 'Sometimes' })).toBeInTheDocument();
    expect(within(grid).getByRole('group', { name: 'Waking too early' })).toBeInTheDocument();
    // a row a condition hides is not drawn; the grid shows it once the condition holds
    expect(within(grid).queryByRole('group', { name: 'Sleeping in the day' })).not.toBeInTheDocument();
  });

  it('arrow keys move within a row only, and each answer is stored under its own question', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={sleep} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    const falling = screen.getByRole('group', { name: 'Trouble falling asleep' });
    await user.click(within(falling).getByRole('radio', { name: 'Never' }));
    await user.keyboard('{ArrowRight}');
    expect(within(falling).getByRole('radio', { name: 'Sometimes' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Waking too early' })).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    await user.click(within(screen.getByRole('group', { name: 'Waking too early' })).getByRole('radio', { name: 'Often' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ nightShifts: 'no', fallAsleep: 'sometimes', wakeEarly: 'often' });
  });

  it('gives one error per unanswered statement, a shown row included', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={sleep} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const day = screen.getByRole('group', { name: 'Sleeping in the day' });
    expect(screen.getByRole('group', { name: 'In the past week, how often:' })).toContainElement(day);
    await user.click(within(screen.getByRole('group', { name: 'Trouble falling asleep' })).getByRole('radio', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([expect.stringMatching(/^Waking too early/), expect.stringMatching(/^Sleeping in the day/)]);
    expect(within(day).getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('draws the committed PCL-5 statements 1 to 10 as one grid of ten rows on the PCL-5 scale', () => {
    const pcl = committedDefinition('ptsd');
    sessionStorage.setItem('step', '1');
    render(<AssessmentForm definition={pcl} onSubmit={vi.fn()} stepStorageKey="step" />);
    const grid = document.querySelector<HTMLElement>('[data-grid-id="pcl5-1-10"]')!;
    expect(within(grid).getByTestId('rating-grid-head')).toHaveTextContent('Not at allA little bitModeratelyQuite a bitExtremely');
    expect(within(grid).getAllByRole('group')).toHaveLength(10);
    expect(within(grid).getAllByRole('radio')).toHaveLength(50);
    for (const name of pcl.grids![0]!.fields) {
      expect(within(grid).getByRole('group', { name: new RegExp(`^${pcl.schema.properties![name]!.title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeInTheDocument();
    }
  });
});
