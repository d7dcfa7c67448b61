import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkedForm } from '../../engine/test-support/check-forms.ts';
import { AssessmentForm } from './index.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const good = { start: '2026-03-01', end: '2026-03-08', inBed: 8, asleep: 7, works: 'yes', work: 40, rest: 35, play: 25 };

function renderChecked(formData: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<AssessmentForm definition={checkedForm()} formData={formData} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('AssessmentForm: checks across questions', () => {
  it('stops at the step whose later question breaks a check, in the summary and beside the field', async () => {
    const { user } = renderChecked({ ...good, asleep: 9 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: /‘Hours asleep’ must not be more than ‘Hours in bed’/ });
    const asleep = screen.getByLabelText(/^Hours asleep/);
    expect(asleep).toHaveAttribute('aria-invalid', 'true');
    expect(asleep).toHaveAccessibleDescription(/‘Hours asleep’ must not be more than ‘Hours in bed’/);
    await user.click(link);
    expect(asleep).toHaveFocus();

    await user.clear(asleep);
    await user.type(asleep, '6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 2 of 2/)).toBeInTheDocument();
  });

  it('refuses to submit dates out of order and a group not adding up, naming the questions by title, and sends nothing', async () => {
    const { user, onSubmit } = renderChecked({ ...good, end: '2026-02-20', play: 5 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: /‘End date’ must be after ‘Start date’/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /‘Work’, ‘Rest’ and ‘Play’ must add up to 100 \(they add up to 80\)/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Play' })).toHaveAccessibleDescription(/must add up to 100/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once every check holds', async () => {
    const { user, onSubmit } = renderChecked(good);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(good);
  });
});
