import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import ptsd from '../../../../../../schemas/forms/ptsd.json';
import { PropertyPanel } from '../PropertyPanel';
import { Palette } from '../../Palette';
import { renderInBuilder } from '../../../testing/render';
import { sampleDefinition } from '../../../testing/definitions';

const pcl = () => structuredClone(ptsd) as FormDefinition;
const { grids: _grids, ...ungridded } = pcl();

// generous: a busy machine runs many jsdom suites at once, and the first edit compiles the engine's checks
describe('the Likert grid editor', { timeout: 20_000 }, () => {
  it('edits a grid row\'s grid: one change of the scale updates every statement; statements retitle and reorder', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, pcl(), { kind: 'field', name: 'pcl2' });
    const editor = screen.getByTestId('grid-editor');
    expect(within(editor).getAllByRole('listitem').filter((li) => li.closest('.grid-statements'))).toHaveLength(10);
    expect(screen.queryByText('Rating points', { selector: '.property-panel > fieldset > legend' })).not.toBeInTheDocument();
    const top = within(editor).getByLabelText('Label for 4');
    await user.clear(top);
    await user.type(top, 'Very much');
    const rows = store.getState().definition.grids![0]!.fields;
    for (const row of rows) expect(store.getState().definition.schema.properties![row]!.oneOf!.at(-1)).toEqual({ const: 4, title: 'Very much' });
    expect(store.getState().definition.schema.properties!.pcl11!.oneOf!.at(-1)).toEqual({ const: 4, title: 'Extremely' });
    await user.click(within(editor).getByRole('button', { name: 'Move statement 1 down' }));
    expect(store.getState().definition.grids![0]!.fields.slice(0, 2)).toEqual(['pcl2', 'pcl1']);
    await user.click(within(editor).getByRole('button', { name: 'Show as separate questions' }));
    expect(store.getState().definition.grids!.map((g) => g.id)).toEqual(['pcl5-11-20']);
  });

  it('offers to make a grid of the questions next to this one on the same scale', async () => {
    const { user, store } = renderInBuilder(<PropertyPanel />, ungridded, { kind: 'field', name: 'pcl5' });
    await user.click(screen.getByRole('button', { name: 'Show these 10 questions as one grid' }));
    expect(store.getState().definition.grids).toEqual([{ id: 'grid', fields: ['pcl1', 'pcl2', 'pcl3', 'pcl4', 'pcl5', 'pcl6', 'pcl7', 'pcl8', 'pcl9', 'pcl10'] }]);
    expect(screen.getByTestId('grid-editor')).toBeInTheDocument();
  });

  it('the palette\'s "Likert grid" adds three statements on the 0–4 scale as one grid', async () => {
    const { user, store } = renderInBuilder(<Palette />, sampleDefinition());
    await user.click(screen.getByTestId('palette-likert-grid'));
    const def = store.getState().definition;
    expect(def.grids).toHaveLength(1);
    const grid = def.grids![0]!;
    expect(grid.fields).toHaveLength(3);
    expect(grid.fields.map((f) => def.schema.properties![f]!.title)).toEqual(['Statement 1', 'Statement 2', 'Statement 3']);
    expect(def.schema.properties![grid.fields[0]!]!.oneOf!.map((c) => (c as { const: number }).const)).toEqual([0, 1, 2, 3, 4]);
    expect(store.getState().selection).toEqual({ kind: 'field', name: grid.fields[0] });
  });
});
