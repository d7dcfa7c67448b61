import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../store';
import { sampleDefinition } from '../testing/definitions';
import { afterPublish, declaredNow, restartTracker, startTracker } from './declared-tracker';

const published = sampleDefinition();

function session(saved?: Parameters<typeof startTracker>[2], start = published) {
  const store = createBuilderStore(start);
  let tracker = startTracker(published, start, saved);
  return {
    store,
    declared: () => declaredNow(tracker, store.getState().history.log),
    publish: () => {
      tracker = afterPublish(store.getState().definition, store.getState().history.log);
    },
  };
}

describe('declaredNow', () => {
  it('records a rename as it is made, and undo takes it back out', () => {
    const { store, declared } = session();
    store.getState().apply({ type: 'renameField', from: 'mood', to: 'lowMood' });
    expect(declared()).toEqual({ renamed: [{ from: 'mood', to: 'lowMood' }], removed: [] });
    store.getState().undo();
    expect(declared()).toEqual({ renamed: [], removed: [] });
    store.getState().redo();
    expect(declared().renamed).toEqual([{ from: 'mood', to: 'lowMood' }]);
  });

  it('composes renames and records removals of published questions only', () => {
    const { store, declared } = session();
    store.getState().apply({ type: 'renameField', from: 'mood', to: 'lowMood' });
    store.getState().apply({ type: 'renameField', from: 'lowMood', to: 'feelingLow' });
    store.getState().apply({ type: 'removeField', name: 'notes' });
    store.getState().apply({ type: 'addField', kind: 'shortText', name: 'extra', section: 'about' });
    store.getState().apply({ type: 'removeField', name: 'extra' });
    expect(declared()).toEqual({ renamed: [{ from: 'mood', to: 'feelingLow' }], removed: ['notes'] });
  });

  it('continues what an earlier session saved (a→b saved, then b→c is a→c)', () => {
    const start = { ...published, schema: { ...published.schema } };
    const { store, declared } = session({ renamed: [{ from: 'mood', to: 'lowMood' }], removed: [] }, renameIn(start, 'mood', 'lowMood'));
    expect(declared()).toEqual({ renamed: [{ from: 'mood', to: 'lowMood' }], removed: [] });
    store.getState().apply({ type: 'renameField', from: 'lowMood', to: 'feelingLow' });
    expect(declared().renamed).toEqual([{ from: 'mood', to: 'feelingLow' }]);
  });

  it('a saved removal whose name holds a new question stays a removal when that question is renamed', () => {
    const removed = withoutField(published, 'notes');
    const reused = { ...removed, schema: { ...removed.schema, properties: { ...removed.schema.properties, notes: { type: 'string', title: 'New notes', maxLength: 50 } } } };
    reused.sections = reused.sections!.map((s) => (s.id === 'about' ? { ...s, fields: [...s.fields, 'notes'] } : s));
    const { store, declared } = session({ renamed: [], removed: ['notes'] }, reused);
    store.getState().apply({ type: 'renameField', from: 'notes', to: 'comments' });
    expect(declared()).toEqual({ renamed: [], removed: ['notes'] });
  });

  it('drops what the published version cannot hold (a stale record after someone else published)', () => {
    const tracker = startTracker(published, published, { renamed: [{ from: 'gone', to: 'mood' }, { from: 'mood', to: 'sleep' }], removed: ['never'] });
    expect(declaredNow(tracker, [])).toEqual({ renamed: [], removed: [] });
  });

  it('declares nothing before the first publish', () => {
    const store = createBuilderStore(published);
    store.getState().apply({ type: 'renameField', from: 'mood', to: 'lowMood' });
    expect(declaredNow(startTracker(null, published), store.getState().history.log)).toEqual({ renamed: [], removed: [] });
  });

  it('starts over after a publish; undoing an edit made before it is a change of its own', () => {
    const { store, declared, publish } = session();
    store.getState().apply({ type: 'renameField', from: 'mood', to: 'lowMood' });
    publish();
    expect(declared()).toEqual({ renamed: [], removed: [] });
    store.getState().undo();
    expect(declared()).toEqual({ renamed: [{ from: 'lowMood', to: 'mood' }], removed: [] });
  });

  it('another draft taking over brings its own record and a fresh log', () => {
    const { store } = session();
    store.getState().apply({ type: 'renameField', from: 'mood', to: 'lowMood' });
    const theirs = startTracker(published, published);
    const restarted = restartTracker(theirs, published, { renamed: [], removed: ['notes'] });
    expect(declaredNow(restarted, [])).toEqual({ renamed: [], removed: ['notes'] });
  });
});

function renameIn(def: typeof published, from: string, to: string): typeof published {
  const store = createBuilderStore(def);
  store.getState().apply({ type: 'renameField', from, to });
  return store.getState().definition;
}

function withoutField(def: typeof published, name: string): typeof published {
  const store = createBuilderStore(def);
  store.getState().apply({ type: 'removeField', name });
  return store.getState().definition;
}
