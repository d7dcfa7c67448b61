import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssessmentForm } from './index.ts';
import { fixtureDefinition } from './testing/fixtures.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderFixture(props: Partial<Parameters<typeof AssessmentForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<AssessmentForm definition={fixtureDefinition} onSubmit={onSubmit} onChange={onChange} {...props} />);
  return { user, onSubmit, onChange };
}

describe('AssessmentForm steps', () => {
  it('shows the step, its progress and moves on only when the step is valid', async () => {
    const { user } = renderFixture();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Full name: Fill in this field' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /How should we contact you\? Choose an answer/ })).toBeInTheDocument();
    expect(within(summary).getByText('Answer every question in this section')).toBeInTheDocument();
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam Member');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { name: 'How you feel' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sam Member');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('ties each error to its input and focuses the field from the summary link', async () => {
    const { user } = renderFixture();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Fill in this field/);

    await user.click(screen.getByRole('link', { name: /How should we contact you/ }));
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /Full name/ }));
    expect(name).toHaveFocus();

    // correcting a field clears its own error at once
    await user.type(name, 'S');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows a follow-up question only while its condition holds, and requires it then', async () => {
    const { user } = renderFixture();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam');
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: /Phone number/ })).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
  });

  it('reports changes with hidden answers left out', async () => {
    const { user, onChange } = renderFixture();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0770');
    expect(onChange).toHaveBeenLastCalledWith({ contactBy: 'phone', phoneNumber: '0770' });
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(onChange).toHaveBeenLastCalledWith({ contactBy: 'email' });
  });

  it('on Submit, takes the member back to an earlier step that still has missing answers', async () => {
    sessionStorage.setItem('late-step', '2');
    const { user, onSubmit } = renderFixture({ stepStorageKey: 'late-step', formData: { agree: true, signature: 'Sam' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Full name: Fill in this field' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts from a saved draft and remembers the step across remounts', async () => {
    sessionStorage.setItem('draft-step', '1');
    const { user } = renderFixture({ formData: { fullName: 'Sam', contactBy: 'email', worry: 2 }, stepStorageKey: 'draft-step' });
    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    const worry = screen.getByRole('group', { name: 'Worrying' });
    expect(within(worry).getByRole('radio', { name: 'Often' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(sessionStorage.getItem('draft-step')).toBe('0');
  });
});

describe('AssessmentForm remembered step after sending', () => {
  const complete = { fullName: 'Sam', contactBy: 'email', sleep: 0, worry: 1, energy: 2, agree: true, signature: 'Sam' };
  const form = (props: Partial<Parameters<typeof AssessmentForm>[0]> = {}) => (
    <AssessmentForm definition={fixtureDefinition} onSubmit={vi.fn()} formData={complete} stepStorageKey="sent-step" {...props} />
  );

  it('is forgotten once the answers are sent and the form is replaced, so the next response starts at step 1', async () => {
    sessionStorage.setItem('sent-step', '2');
    const onSubmit = vi.fn();
    const view = render(form({ onSubmit }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(sessionStorage.getItem('sent-step')).toBeNull();
    render(form({ formData: {} }));
    expect(screen.getByText(/Step 1 of 3/)).toBeInTheDocument();
  });

  it('is kept while a failed submission is shown, and when the member leaves without sending', async () => {
    sessionStorage.setItem('sent-step', '2');
    const view = render(form());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    view.rerender(form({ submitError: 'Could not send. Try again.' }));
    view.unmount();
    expect(sessionStorage.getItem('sent-step')).toBe('2');

    render(form()).unmount();
    expect(sessionStorage.getItem('sent-step')).toBe('2');
  });
});

describe('AssessmentForm widgets', () => {
  const lastStep = { stepStorageKey: 'sign-step', formData: { fullName: 'Sam', contactBy: 'email', sleep: 0, worry: 1, energy: 2 } };

  it('lays a run of items sharing a scale out as a grid with the scale as column headers', () => {
    sessionStorage.setItem('grid-step', '1');
    renderFixture({ stepStorageKey: 'grid-step' });
    const head = screen.getByTestId('rating-grid-head');
    expect(head).toHaveAttribute('aria-hidden', 'true');
    expect([...head.querySelectorAll('.af-rating-grid__label')].map((n) => n.textContent)).toEqual([
      'Never',
      'Sometimes',
      'Often',
    ]);
    for (const item of ['Trouble sleeping', 'Worrying', 'Low energy']) {
      const group = screen.getByRole('group', { name: item });
      expect(group.closest('.af-rating-grid')).toBe(head.parentElement);
      // each radio keeps its own name for screen readers (the header is hidden from them)
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Never', 'Sometimes', 'Often']);
      expect(within(group).getByRole('radio', { name: 'Often' })).toBe(radios[2]);
    }
  });

  it('accepts a typed name as the signature and needs the consent ticked', async () => {
    sessionStorage.setItem('sign-step', '2');
    const { user, onSubmit } = renderFixture(lastStep);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: /Your signature: Sign here, or type your full name/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /I agree to the terms: Tick the box to give your consent/ })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    expect(screen.getByRole('img', { name: /Signature pad/ }).tagName).toBe('CANVAS');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
    await user.type(screen.getByRole('textbox', { name: 'Or type your full name as your signature' }), 'Sam Member');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Sam',
      contactBy: 'email',
      sleep: 0,
      worry: 1,
      energy: 2,
      agree: true,
      signature: 'Sam Member',
    });
  });

  it('takes a drawn signature as a small SVG and keeps focus on the pad, so Tab carries on from it', async () => {
    sessionStorage.setItem('sign-step', '2');
    const { user, onSubmit } = renderFixture({ ...lastStep, formData: { ...lastStep.formData, agree: true } });
    const pad = screen.getByRole('img', { name: /Signature pad/ });
    await user.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: { clientX: 20, clientY: 90 } },
      { target: pad, coords: { clientX: 120, clientY: 40 } },
      { target: pad, coords: { clientX: 240, clientY: 120 } },
      { keys: '[/MouseLeft]', target: pad },
    ]);
    expect(screen.getByText('Signature drawn')).toBeInTheDocument();
    expect(pad).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear drawing' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Or type your full name as your signature' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const signature = (onSubmit.mock.calls[0]?.[0] as { signature: string }).signature;
    expect(decodeURIComponent(signature)).toMatch(/^data:image\/svg\+xml,<svg .*d="M20 90L120 40L240 120"/);
  });

  it('disables Submit while submitting and shows a failed submission', () => {
    sessionStorage.setItem('sign-step', '2');
    renderFixture({ ...lastStep, submitting: true, submitError: 'Could not send. Your answers are saved; try again.' });
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
  });

  it('keeps Submit focused while sending (pressing it again does nothing), so Enter retries after a failure', async () => {
    sessionStorage.setItem('sign-step', '2');
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const props = { ...lastStep, definition: fixtureDefinition, onSubmit, formData: { ...lastStep.formData, agree: true, signature: 'Sam' } };
    const view = render(<AssessmentForm {...props} />);
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    view.rerender(<AssessmentForm {...props} submitting />);
    const sending = screen.getByRole('button', { name: 'Submitting…' });
    expect(sending).not.toBeDisabled();
    expect(sending).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    view.rerender(<AssessmentForm {...props} submitError="Could not send. Try again." />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('renders read-only answers without Submit', () => {
    sessionStorage.setItem('ro-step', '2');
    renderFixture({ ...lastStep, stepStorageKey: 'ro-step', readOnly: true, formData: { ...lastStep.formData, agree: true, signature: 'Sam' } });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toBeDisabled();
  });
});
