import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWorkspace } from '../testing/render';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

const preview = () => within(screen.getByTestId('panel-preview'));
const questionBox = () => within(screen.getByTestId('panel-question')).getByRole('textbox', { name: 'Question' });

describe('FormBuilderWorkspace: the live preview tab', SLOW, () => {
  it('shows a title typed while the Question tab hid the preview, once the Preview tab is back', async () => {
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('tab-preview'));
    expect(preview().getByText('Your name')).toBeInTheDocument();
    // choosing the question hides the preview (kept mounted) and shows its settings
    await user.click(screen.getByTestId('question-name'));
    expect(screen.getByTestId('panel-preview')).not.toBeVisible();
    await user.type(questionBox(), ' in full');
    await user.click(screen.getByTestId('tab-preview'));
    await waitFor(() => expect(preview().getByText('Your name in full')).toBeInTheDocument());
    expect(preview().queryByText('Your name')).toBeNull();
  });

  it('keeps an answer typed in the preview across the tab switch and the edit', async () => {
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('tab-preview'));
    await user.type(preview().getByRole('textbox', { name: 'Your name' }), 'Sam');
    await user.click(screen.getByTestId('question-name'));
    await user.type(questionBox(), ' in full');
    await user.click(screen.getByTestId('tab-preview'));
    await waitFor(() => expect(preview().getByRole('textbox', { name: 'Your name in full' })).toHaveValue('Sam'));
  });
});
