import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { LivePreview } from './LivePreview';
import { renderInBuilder } from '../../testing/render';
import { sampleDefinition } from '../../testing/definitions';

function scored(): FormDefinition {
  return {
    ...sampleDefinition(),
    scoring: { version: 'sample-1', scales: { wb: { title: 'Wellbeing', items: ['mood', 'sleep'], itemMin: 0, itemMax: 2 } } },
  };
}

describe('LivePreview', { timeout: 20_000 }, () => {
  it('shows the member’s form at phone width, or desktop', async () => {
    const { user } = renderInBuilder(<LivePreview />, scored());
    expect(screen.getByTestId('preview-frame')).toHaveClass('phone');
    expect(screen.getByLabelText('Phone (390 px)')).toBeChecked();
    await user.click(screen.getByLabelText('Desktop'));
    expect(screen.getByTestId('preview-frame')).toHaveClass('desktop');
    expect(screen.getByText('Low mood')).toBeInTheDocument();
  });

  it('keeps the answers while the form is edited, and submitting sends nothing but shows the scores', async () => {
    const { user, store } = renderInBuilder(<LivePreview />, scored());
    await user.click(screen.getAllByRole('radio', { name: 'A lot' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: 'A little' })[1]!);

    const mood = store.getState().definition.schema.properties!.mood!;
    act(() => {
      store.getState().apply({ type: 'updateField', name: 'mood', schema: { ...mood, title: 'Feeling low' } });
    });
    expect(await screen.findByText('Feeling low')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'A lot' })[0]).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('This is a preview: nothing was sent.');
    expect(notice).toHaveTextContent('Wellbeing: 3 of 4');
  });

  it('says what to do with a form that has no questions', () => {
    const empty = { ...sampleDefinition(), schema: { type: 'object', properties: {}, additionalProperties: false }, uiSchema: {}, sections: [] } as FormDefinition;
    renderInBuilder(<LivePreview />, empty);
    expect(screen.getByText('Add a question to see the form here.')).toBeInTheDocument();
  });
});
