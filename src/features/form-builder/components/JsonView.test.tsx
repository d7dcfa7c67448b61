import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from '../testing/render';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

async function openJson() {
  const view = renderWorkspace();
  await view.user.click(screen.getByTestId('tab-json'));
  return view;
}

const textBox = () => screen.getByTestId('json-text') as HTMLTextAreaElement;
const typeAll = (text: string) => fireEvent.change(textBox(), { target: { value: text } });

describe('JsonView', SLOW, () => {
  it('shows the whole definition and follows edits made elsewhere', async () => {
    const { user } = await openJson();
    expect(JSON.parse(textBox().value)).toMatchObject({ id: 'check-in', title: 'Weekly check-in' });
    await user.click(screen.getByTestId('move-down-name'));
    await waitFor(() => expect(JSON.parse(textBox().value).sections[0].fields).toEqual(['smoker', 'name', 'perDay']));
  });

  it('says where a JSON mistake is, keeps the text on a failed apply, and Revert restores the form', async () => {
    const { user, changes } = await openJson();
    const broken = textBox().value.replace('"title": "Weekly check-in",', '"title": "Weekly check-in"');
    typeAll(broken);
    expect(await screen.findByText(/^Line 5, column 3:/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByTestId('json-apply'));
    expect(screen.getByTestId('json-apply-error')).toHaveTextContent('Fix the JSON mistake first');
    expect(textBox().value).toBe(broken);
    expect(changes).toHaveLength(0);
    await user.click(screen.getByTestId('json-revert'));
    expect(JSON.parse(textBox().value).title).toBe('Weekly check-in');
  });

  it('lists the engine’s problems with JSON that reads but is not a usable form, and refuses to apply it', async () => {
    const { user, changes } = await openJson();
    const value = JSON.parse(textBox().value);
    value.sections[0].fields.push('nobody');
    typeAll(JSON.stringify(value, null, 2));
    expect(await screen.findByText(/not a form the builder can use yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByTestId('json-apply'));
    expect(screen.getByTestId('json-apply-error')).toHaveTextContent(/^Not applied: .*Your text is kept\.$/);
    expect(JSON.parse(textBox().value).sections[0].fields).toContain('nobody');
    expect(changes).toHaveLength(0);
  });

  it('applies valid JSON as one edit that a single undo takes back', async () => {
    const { user, latest } = await openJson();
    const value = JSON.parse(textBox().value);
    value.title = 'Monthly check-in';
    value.sections[1].title = 'How you feel';
    typeAll(JSON.stringify(value));
    await user.click(screen.getByTestId('json-apply'));
    expect(latest().title).toBe('Monthly check-in');
    expect(screen.getByTestId('section-title-feelings')).toHaveTextContent('How you feel');
    expect(JSON.parse(textBox().value).title).toBe('Monthly check-in');
    await user.click(screen.getByTestId('undo'));
    expect(latest().title).toBe('Weekly check-in');
    expect(screen.getByTestId('section-title-feelings')).toHaveTextContent('Mood');
  });
});
