import { act, screen } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { usePreviewDefinition } from './preview-definition';
import { renderInBuilder } from '../../testing/render';
import { BuilderStoreContext } from '../../store';
import { sampleDefinition } from '../../testing/definitions';

/** Records every definition the preview was rendered with. */
function Probe({ seen }: { seen: FormDefinition[] }) {
  const definition = usePreviewDefinition();
  seen.push(definition);
  return <p data-testid="order">{(definition.sections ?? []).map((s) => s.fields.join(',')).join(' | ')}</p>;
}

describe('usePreviewDefinition', () => {
  it('draws a retitle at once, in one render', () => {
    const seen: FormDefinition[] = [];
    const { store } = renderInBuilder(<Probe seen={seen} />, sampleDefinition());
    const before = seen.length;
    const mood = store.getState().definition.schema.properties!.mood!;
    act(() => {
      store.getState().apply({ type: 'updateField', name: 'mood', schema: { ...mood, title: 'Feeling low' } });
    });
    // useDeferredValue would render twice: the change, then its low-priority catch-up
    expect(seen.length - before).toBe(1);
    expect(seen.at(-1)).toBe(store.getState().definition);
  });

  it('draws any other change too, once React has time for it', async () => {
    const seen: FormDefinition[] = [];
    const { store } = renderInBuilder(<Probe seen={seen} />, sampleDefinition());
    act(() => {
      store.getState().apply({ type: 'moveField', name: 'mood', section: 'feelings', index: 1 });
    });
    expect(await screen.findByText('sleep,mood | smoker,contact,notes')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(store.getState().definition);
  });
});

describe('usePreviewDefinition in a hidden tab', () => {
  it('shows the form as it is now when the tab is shown again', () => {
    const seen: FormDefinition[] = [];
    const ui = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Probe seen={seen} />
      </Activity>
    );
    const { store, rerender } = renderInBuilder(ui('visible'), sampleDefinition());
    const wrap = (mode: 'visible' | 'hidden') => <BuilderStoreContext.Provider value={store}>{ui(mode)}</BuilderStoreContext.Provider>;
    rerender(wrap('hidden'));
    act(() => {
      store.getState().apply({ type: 'moveField', name: 'notes', section: 'feelings', index: 0 });
    });
    rerender(wrap('visible'));
    expect(screen.getByTestId('order')).toHaveTextContent('notes,mood,sleep | smoker,contact');
    expect(seen.at(-1)).toBe(store.getState().definition);
  });
});
