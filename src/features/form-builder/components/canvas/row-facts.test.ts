import { describe, expect, it, vi } from 'vitest';
import { generatedForm } from '../../../../../engine/test-support/generated-forms.ts';
import { createBuilderStore } from '../../store';
import { RowFactsHub } from './row-facts';

function setUp() {
  const def = generatedForm(40);
  const store = createBuilderStore(def);
  const hub = new RowFactsHub(store);
  const names = def.sections!.flatMap((s) => s.fields);
  const told = new Map<string, number>();
  for (const name of names) {
    hub.get(name);
    hub.subscribe(name, () => told.set(name, (told.get(name) ?? 0) + 1));
  }
  const toldNames = () => [...told.keys()].sort();
  return { def, store, hub, names, told, toldNames };
}

describe('RowFactsHub', () => {
  it('tells only the edited row about a title change, with new facts; the others keep theirs', () => {
    const { def, store, hub, names, told, toldNames } = setUp();
    const name = names[13]!;
    const before = new Map(names.map((n) => [n, hub.get(n)]));
    store.getState().apply({ type: 'updateField', name, schema: { ...def.schema.properties![name]!, title: 'New title' } });
    expect(toldNames()).toEqual([name]);
    expect(told.get(name)).toBe(1);
    expect(hub.get(name).schema?.title).toBe('New title');
    expect(names.filter((n) => hub.get(n) !== before.get(n))).toEqual([name]);
  });

  it('tells the rows selected before and after a selection change', () => {
    const { store, hub, names, toldNames } = setUp();
    store.getState().select({ kind: 'field', name: names[2]! });
    store.getState().select({ kind: 'field', name: names[30]! });
    expect(toldNames()).toEqual([names[2]!, names[30]!].sort());
    expect(hub.get(names[2]!).selected).toBe(false);
    expect(hub.get(names[30]!).selected).toBe(true);
  });

  it('tells nobody about a move inside a section, and the old and new first row about a move to the top', () => {
    const { def, store, hub, names, toldNames } = setUp();
    const section = def.sections![1]!;
    store.getState().apply({ type: 'moveField', name: section.fields[3]!, section: section.id, index: 4 });
    expect(toldNames()).toEqual([]);
    store.getState().apply({ type: 'moveField', name: section.fields[5]!, section: def.sections![0]!.id, index: 0 });
    expect(toldNames()).toEqual([names[0]!, section.fields[5]!].sort());
    expect(hub.get(section.fields[5]!).first).toBe(true);
    expect(hub.get(names[0]!).first).toBe(false);
  });

  it('tells the row whose required flag changed (a form-wide list), and only it', () => {
    const { store, hub, names, toldNames } = setUp();
    const name = names.find((n) => !hub.get(n).required && hub.get(n).schema?.type === 'string')!;
    store.getState().apply({ type: 'updateField', name, required: true });
    expect(toldNames()).toEqual([name]);
    expect(hub.get(name).required).toBe(true);
  });

  it('keeps answering after undo, and stops listening to the store when the last row leaves', () => {
    const def = generatedForm(20);
    const store = createBuilderStore(def);
    const subscribe = vi.spyOn(store, 'subscribe');
    const hub = new RowFactsHub(store);
    const name = def.sections![0]!.fields[2]!;
    const listener = vi.fn();
    const leave = hub.subscribe(name, listener);
    hub.get(name);
    store.getState().apply({ type: 'updateField', name, schema: { ...def.schema.properties![name]!, title: 'Changed' } });
    store.getState().undo();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(hub.get(name).schema).toBe(def.schema.properties![name]);
    leave();
    expect(subscribe).toHaveBeenCalledTimes(1);
    store.getState().apply({ type: 'updateField', name, schema: { ...def.schema.properties![name]!, title: 'Again' } });
    expect(listener).toHaveBeenCalledTimes(2);
    // read without a subscription: still the store's current facts
    expect(hub.get(name).schema?.title).toBe('Again');
  });
});
