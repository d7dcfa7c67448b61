import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import ptsd from '../../../../../schemas/forms/ptsd.json';
import { ScoringEditor } from './ScoringEditor';
import { renderInBuilder } from '../../testing/render';
import { sampleDefinition } from '../../testing/definitions';

/** The sample form with one scale, "Wellbeing" (wb), over its two 0–2 rating questions. */
const wellbeingDefinition = (): FormDefinition => ({
  ...sampleDefinition(),
  scoring: { version: 'sample-1', scales: { wb: { title: 'Wellbeing', items: ['mood', 'sleep'], itemMin: 0, itemMax: 2 } } },
});

/** The editor over that form with the scale's card opened; `scale()` reads the stored scale. */
async function openWellbeingScale() {
  const { user, store } = renderInBuilder(<ScoringEditor />, wellbeingDefinition());
  await user.click(screen.getByText('Wellbeing'));
  return { user, scale: () => store.getState().definition.scoring!.scales!.wb! };
}

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('ScoringEditor', { timeout: 20_000 }, () => {
  it('creates a scale over the rating questions and gives it two labelled bands', async () => {
    const { user, store } = renderInBuilder(<ScoringEditor />, sampleDefinition());
    expect(screen.getByText(/No scales yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Id of the new scale'), 'wellbeing');
    await user.click(screen.getByRole('button', { name: 'Add a scale' }));
    const scale = () => store.getState().definition.scoring!.scales!.wellbeing!;
    expect(scale()).toMatchObject({ items: ['mood', 'sleep'], itemMin: 0, itemMax: 2 });
    expect(screen.getByText(/Totals run from/)).toHaveTextContent('Totals run from 0 to 4.');

    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    const first = screen.getByLabelText('Band 1 label');
    await user.clear(first);
    await user.type(first, 'Low');
    const second = screen.getByLabelText('Band 2 label');
    await user.clear(second);
    await user.type(second, 'High');
    expect(scale().bands).toEqual([
      { id: 'band', label: 'Low', min: 0, max: 2 },
      { id: 'band-2', label: 'High', min: 3, max: 4 },
    ]);
    expect(screen.getByText('Every total from 0 to 4 falls in exactly one band.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /How the bands cover the totals 0 to 4/ })).toBeInTheDocument();
  });

  it('spells out a gap between bands and keeps what was typed', async () => {
    const def: FormDefinition = {
      ...sampleDefinition(),
      scoring: {
        version: 'sample-1',
        scales: { wb: { title: 'Wellbeing', items: ['mood', 'sleep'], itemMin: 0, itemMax: 2, bands: [{ id: 'low', label: 'Low', min: 0, max: 2 }, { id: 'high', label: 'High', min: 3, max: 4 }] } },
      },
    };
    const { user } = renderInBuilder(<ScoringEditor />, def);
    expect(screen.queryByLabelText('Band 2 from')).not.toBeInTheDocument();
    await user.click(screen.getByText('Wellbeing'));
    const from = screen.getByLabelText('Band 2 from');
    await user.clear(from);
    await user.type(from, '4');
    expect(from).toHaveValue('4');
    const problems = screen.getByRole('list', { name: 'Problems with the bands' });
    expect(problems).toHaveTextContent('Totals 3 fall in no band');
  });

  it('sets and clears the reliable-change and caseness thresholds reviewers read, refusing a caseness outside the totals', async () => {
    const { user, scale } = await openWellbeingScale();
    await user.type(screen.getByLabelText('Reliable change'), '2');
    await user.type(screen.getByLabelText('Caseness from'), '9');
    expect(screen.getByText('Enter a total from 0 to 4')).toBeInTheDocument();
    expect(scale().caseness).toBeUndefined();
    await user.clear(screen.getByLabelText('Caseness from'));
    await user.type(screen.getByLabelText('Caseness from'), '3');
    expect(scale()).toMatchObject({ reliableChange: 2, caseness: 3 });
    await user.clear(screen.getByLabelText('Reliable change'));
    expect(scale()).not.toHaveProperty('reliableChange');
  });

  it('sets which way is better: higher-is-better stored, the default stored as no direction', async () => {
    const { user, scale } = await openWellbeingScale();
    const direction = screen.getByLabelText('A higher total is');
    expect(direction).toHaveValue('higher-is-worse');
    await user.selectOptions(direction, 'higher-is-better');
    expect(scale().direction).toBe('higher-is-better');
    expect(screen.getByLabelText('Caseness from')).toHaveAccessibleDescription(/at or below this counts as a case/);
    await user.selectOptions(screen.getByLabelText('A higher total is'), 'higher-is-worse');
    expect(scale()).not.toHaveProperty('direction');
  });

  it('adds an urgent flag raised when the total reaches a number, read by the member too', async () => {
    const def = wellbeingDefinition();
    const { user, store } = renderInBuilder(<ScoringEditor />, def);
    await user.click(screen.getByRole('button', { name: 'Add a flag' }));
    const flag = () => store.getState().definition.scoring!.flags![0]!;
    expect(flag().id).toBe('flag');

    const card = screen.getByRole('group', { name: 'How serious' });
    await user.click(within(card).getByLabelText(/Urgent/));
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    expect(message).toHaveAccessibleDescription(/Write the message/);
    await user.type(message, 'Call the member today.');
    await user.click(screen.getByLabelText(/Reviewers and the member/));
    await user.click(screen.getByLabelText('Show the UK crisis support routes with it'));
    await user.selectOptions(screen.getByLabelText('Raise this flag when'), 'a scale’s total reaches a number');
    const total = screen.getByLabelText('Total at least');
    await user.clear(total);
    await user.type(total, '3');
    expect(flag()).toMatchObject({
      severity: 'urgent',
      message: 'Call the member today.',
      audience: 'member',
      signpost: 'crisis',
      trigger: { kind: 'scaleTotalAtLeast', scale: 'wb', value: 3 },
    });
  });

  it('proposes a new scoring version once scoring changed', async () => {
    const { user, store } = renderInBuilder(<ScoringEditor />, ptsd as unknown as FormDefinition);
    expect(screen.queryByText(/Scoring has changed/)).not.toBeInTheDocument();
    await user.click(screen.getByText('PCL-5 total symptom severity'));
    const cutoff = screen.getByLabelText('The total is at least');
    await user.clear(cutoff);
    await user.type(cutoff, '31');
    expect(store.getState().definition.scoring!.scales!.pcl5!.rules!.cutoff).toMatchObject({ value: 31 });
    await user.click(screen.getByText('Use “pcl5-3”'));
    expect(store.getState().definition.scoring!.version).toBe('pcl5-3');
    act(() => store.getState().undo());
    expect(screen.getByLabelText('Scoring version')).toHaveValue('pcl5-2');
  });
});
