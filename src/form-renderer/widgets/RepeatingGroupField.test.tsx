import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldKindPreset, type FormDefinition } from '@engine';
import { AssessmentForm } from '../index.ts';

afterEach(cleanup);

/** A medications list as the FormBuilder makes it, with at most `maxItems` entries. */
function medications(maxItems: number, required = true): FormDefinition {
  const preset = fieldKindPreset('group', 'Your medications');
  return {
    id: 'meds',
    version: 1,
    title: 'Medications',
    schema: {
      type: 'object',
      properties: { meds: { ...preset.schema, maxItems } },
      required: required ? ['meds'] : [],
      additionalProperties: false,
    },
    uiSchema: { meds: { 'ui:options': { itemTitle: 'Medication' } } },
    sections: [{ id: 'm', title: 'Medicines', fields: ['meds'] }],
    conditions: [],
    settings: { kind: 'custom' },
  };
}

describe('repeating group', () => {
  it('adds and removes entries by keyboard, with buttons that say what they act on, and focus that follows', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={medications(5)} onSubmit={vi.fn()} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Your medications' });
    expect(within(group).getByText('No medication added yet.')).toBeInTheDocument();

    within(group).getByRole('button', { name: 'Add medication' }).focus();
    await user.keyboard('{Enter}');
    expect(within(group).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Aspirin');
    await user.tab();
    await user.keyboard('75mg');
    await user.tab();
    expect(within(group).getByRole('button', { name: 'Remove medication 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}'); // Add another medication
    const second = within(group).getByRole('group', { name: 'Medication 2' });
    expect(within(second).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Sertraline');
    expect(onChange).toHaveBeenLastCalledWith({ meds: [{ name: 'Aspirin', details: '75mg' }, { name: 'Sertraline' }] });

    await user.click(within(group).getByRole('button', { name: 'Remove medication 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Medication 1 removed');
    // the entry that took its place has focus
    expect(within(group).getByRole('textbox', { name: 'Name' })).toHaveValue('Sertraline');
    expect(within(group).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ meds: [{ name: 'Sertraline' }] });

    await user.click(within(group).getByRole('button', { name: 'Remove medication 1' }));
    expect(within(group).getByRole('button', { name: 'Add medication' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('stops at maxItems and says so, keeping the button focusable', async () => {
    const user = userEvent.setup();
    render(<AssessmentForm definition={medications(2)} onSubmit={vi.fn()} formData={{ meds: [{ name: 'A' }] }} />);
    const add = screen.getByRole('button', { name: 'Add another medication' });
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Medication \d$/ })).toHaveLength(2);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('You can add up to 2 entries here.');
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Medication \d$/ })).toHaveLength(2);
  });

  it('is required like any question', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AssessmentForm definition={medications(5)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: /Your medications: Add at least one entry/ })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add medication' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Aspirin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ meds: [{ name: 'Aspirin' }] });
  });

  it('shows a saved draft’s entries, read-only without buttons', () => {
    render(<AssessmentForm definition={medications(5)} onSubmit={vi.fn()} formData={{ meds: [{ name: 'Aspirin', details: '75mg' }] }} readOnly />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Aspirin');
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).not.toBeInTheDocument();
  });
});
