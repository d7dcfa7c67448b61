import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition } from '@engine';
import { AssessmentForm } from './index.ts';
import { committedDefinition, committedDefinitions } from './testing/definitions.ts';
import { stepsOf } from './steps.ts';
import { fieldLayout } from './field-layout.ts';
import { fieldTitle } from './options.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The control a member reaches a field by, found the way assistive technology finds it: by its name. */
function controlOf(def: FormDefinition, field: string): HTMLElement {
  const schema = def.schema.properties![field]!;
  const ui = def.uiSchema?.[field];
  const title = new RegExp(`^${escape(fieldTitle(def, field))}(\\s*\\(optional\\))?$`);
  switch (fieldLayout(schema, ui)) {
    case 'group':
      return screen.getByRole('group', { name: title });
    case 'self-labelled':
      return screen.getByRole('checkbox', { name: title });
    default:
      return screen.getByLabelText(title);
  }
}

describe.each(committedDefinitions.map((d) => [d.id, d] as const))('committed definition %s', (_id, def) => {
  const steps = stepsOf(def);

  it.each(steps.map((s, i) => [s.id, i] as const))('renders step %s with a labelled control per shown question', (_s, index) => {
    sessionStorage.setItem('step', String(index));
    render(<AssessmentForm definition={def} onSubmit={vi.fn()} stepStorageKey="step" />);
    expect(screen.getByRole('heading', { name: steps[index]!.title })).toBeInTheDocument();
    const conditional = new Set((def.conditions ?? []).flatMap((c) => c.show));
    for (const field of steps[index]!.fields) {
      if (conditional.has(field)) continue; // hidden until its condition holds
      expect(controlOf(def, field)).toBeInTheDocument();
    }
  });

  it('will not submit with missing answers, and says what is missing in readable words', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    sessionStorage.setItem('step', String(steps.length - 1));
    render(<AssessmentForm definition={def} onSubmit={onSubmit} stepStorageKey="step" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).not.toHaveTextContent(/must have required property|must be equal|must match/);
    // the last step lists its own missing answers first (every committed form asks something required there)
    expect(screen.getByRole('heading', { name: steps.at(-1)!.title })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveTextContent(/[:?.] (Choose an answer|Fill in this field|Tick the box|Sign here|Choose at least|Enter )/);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('PCL-5', () => {
  const pcl5 = committedDefinition('ptsd');

  /** Press Tab until the focused element matches, as a keyboard user would. */
  async function tabUntil(user: ReturnType<typeof userEvent.setup>, matches: (el: Element) => boolean) {
    const visited: string[] = [];
    for (let i = 0; i < 60; i++) {
      await user.tab();
      const focused = document.activeElement;
      if (focused && matches(focused)) return focused as HTMLElement;
      visited.push(focused?.id || focused?.textContent?.slice(0, 20) || String(focused?.tagName));
    }
    throw new Error(`never reached by Tab; visited ${visited.slice(0, 25).join(', ')}`);
  }
  const isButton = (name: string) => (el: Element) => el.tagName === 'BUTTON' && el.textContent === name;

  it('is completed with the keyboard alone: Tab, arrow keys, Space and Enter reach onSubmit with 20 answers', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={pcl5} onSubmit={onSubmit} />);

    await tabUntil(user, isButton('Next'));
    await user.keyboard('{Enter}');
    const expected: Record<string, number> = {};
    const steps = stepsOf(pcl5);
    for (const step of steps.slice(1)) {
      expect(screen.getByRole('heading', { name: step.title })).toHaveFocus();
      for (const field of step.fields) {
        const radio = await tabUntil(user, (el) => el.getAttribute('name')?.endsWith(`_${field}`) ?? false);
        // Space chooses the first option; ArrowRight moves to and chooses the next ones
        await user.keyboard(' ');
        const rating = Number(field.slice(3)) % 5;
        for (let k = 0; k < rating; k++) await user.keyboard('{ArrowRight}');
        expected[field] = rating;
        const group = screen.getByRole('group', { name: fieldTitle(pcl5, field) });
        expect(within(group).getAllByRole('radio')[rating]).toBeChecked();
        expect(radio.closest('fieldset')).toBe(group);
      }
      await tabUntil(user, isButton(step.id === steps.at(-1)!.id ? 'Submit' : 'Next'));
      await user.keyboard('{Enter}');
    }
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual(expected);
    expect(Object.keys(onSubmit.mock.calls[0]![0])).toHaveLength(20);
  }, 30_000); // ~100 simulated key presses; jsdom on a busy 2-core machine needs more than the 5 s default

  it('lays each block of ten items out as one grid headed by the five ratings', () => {
    sessionStorage.setItem('pcl-step', '1');
    render(<AssessmentForm definition={pcl5} onSubmit={vi.fn()} stepStorageKey="pcl-step" />);
    const head = screen.getByTestId('rating-grid-head');
    expect(head).toHaveTextContent('Not at allA little bitModeratelyQuite a bitExtremely');
    expect(head.parentElement!.querySelectorAll('fieldset')).toHaveLength(10);
  });
});

describe('initial assessment', () => {
  const def = committedDefinition('initial-assessment');

  it('asks for details of previous support only after "Yes"', async () => {
    const user = userEvent.setup();
    const history = stepsOf(def).findIndex((s) => s.fields.includes('previousSupport'));
    sessionStorage.setItem('ia-step', String(history));
    render(<AssessmentForm definition={def} onSubmit={vi.fn()} stepStorageKey="ia-step" />);
    const detailsTitle = new RegExp(escape(fieldTitle(def, 'previousSupportDetails')));
    expect(screen.queryByLabelText(detailsTitle)).not.toBeInTheDocument();
    const question = screen.getByRole('group', { name: new RegExp(escape(fieldTitle(def, 'previousSupport'))) });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(detailsTitle)).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(detailsTitle)).not.toBeInTheDocument();
  });
});
