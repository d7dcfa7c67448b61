/**
 * What each question row on the canvas shows, kept per row and handed out by one subscription to
 * the builder store instead of one (or three) per row: after an edit it works out from what the
 * edit replaced (the edit keeps every other object) which rows can have changed, and tells only
 * those. A title keystroke in a 300-question form then wakes one row, not 300 selectors.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';
import type { JsonSchemaObject } from '@engine';
import { useBuilderStore, type BuilderState } from '../../store';
import { isConditional, isRequired, isScored } from './selectors';

export interface RowFacts {
  schema: JsonSchemaObject | undefined;
  ui: Record<string, unknown> | undefined;
  required: boolean;
  conditional: boolean;
  scored: boolean;
  selected: boolean;
  /** the form's first / last question (its Move up / Move down is disabled) */
  first: boolean;
  last: boolean;
}

export function rowFactsOf(state: BuilderState, name: string): RowFacts {
  const { definition, selection } = state;
  const sections = definition.sections ?? [];
  const lastSection = sections[sections.length - 1];
  return {
    schema: definition.schema.properties?.[name],
    ui: definition.uiSchema?.[name] as Record<string, unknown> | undefined,
    required: isRequired(definition, name),
    conditional: isConditional(definition, name),
    scored: isScored(definition, name),
    selected: selection?.kind === 'field' && selection.name === name,
    first: sections[0]?.fields[0] === name,
    last: !!lastSection && lastSection.fields[lastSection.fields.length - 1] === name,
  };
}

const sameFacts = (a: RowFacts, b: RowFacts) =>
  a.schema === b.schema && a.ui === b.ui && a.required === b.required && a.conditional === b.conditional &&
  a.scored === b.scored && a.selected === b.selected && a.first === b.first && a.last === b.last;

const selectedName = (state: BuilderState) => (state.selection?.kind === 'field' ? state.selection.name : null);

/** The rows whose facts an edit from `prev` to `next` may have changed (of those in `known`). */
function touchedRows(prev: BuilderState, next: BuilderState, known: Map<string, RowFacts>): Iterable<string> {
  const [a, b] = [prev.definition, next.definition];
  // rare, form-wide edits (required, conditions, scoring, the whole definition): look at every row
  if (a.schema.required !== b.schema.required || a.conditions !== b.conditions || a.scoring !== b.scoring) return known.keys();
  const touched = new Set<string>();
  const props = b.schema.properties;
  const ui = b.uiSchema;
  if (a.schema.properties !== props || a.uiSchema !== ui) {
    for (const [name, facts] of known) if (props?.[name] !== facts.schema || ui?.[name] !== facts.ui) touched.add(name);
  }
  if (a.sections !== b.sections) {
    for (const [name, facts] of known) if (facts.first || facts.last) touched.add(name);
    const sections = b.sections ?? [];
    const first = sections[0]?.fields[0];
    const last = sections[sections.length - 1]?.fields.at(-1);
    for (const name of [first, last]) if (name !== undefined) touched.add(name);
  }
  if (prev.selection !== next.selection) {
    for (const name of [selectedName(prev), selectedName(next)]) if (name !== null) touched.add(name);
  }
  return touched;
}

export class RowFactsHub {
  private readonly facts = new Map<string, RowFacts>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private seen: BuilderState;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly store: StoreApi<BuilderState>) {
    this.seen = store.getState();
  }

  /** The row's facts (the same object until one of them changes). */
  get(name: string): RowFacts {
    this.catchUp();
    let facts = this.facts.get(name);
    if (!facts) {
      facts = rowFactsOf(this.seen, name);
      this.facts.set(name, facts);
    }
    return facts;
  }

  subscribe(name: string, listener: () => void): () => void {
    if (!this.unsubscribe) {
      this.catchUp();
      this.unsubscribe = this.store.subscribe(() => this.catchUp());
    }
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(name);
      this.facts.delete(name);
      if (this.listeners.size === 0) {
        this.unsubscribe?.();
        this.unsubscribe = null;
      }
    };
  }

  /** Bring the kept facts up to the store's state, telling the rows that changed. */
  private catchUp(): void {
    const state = this.store.getState();
    const prev = this.seen;
    if (state === prev) return;
    this.seen = state;
    if (state.definition === prev.definition && state.selection === prev.selection) return;
    const changed: string[] = [];
    for (const name of [...touchedRows(prev, state, this.facts)]) {
      const old = this.facts.get(name);
      if (!old) continue;
      const next = rowFactsOf(state, name);
      if (sameFacts(old, next)) continue;
      this.facts.set(name, next);
      changed.push(name);
    }
    for (const name of changed) this.listeners.get(name)?.forEach((listener) => listener());
  }
}

const hubs = new WeakMap<StoreApi<BuilderState>, RowFactsHub>();

/** The row facts of one question, re-rendering the caller only when they change. */
export function useRowFacts(name: string): RowFacts {
  const store = useBuilderStore();
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = new RowFactsHub(store)));
  const rows = hub;
  const subscribe = useCallback((listener: () => void) => rows.subscribe(name, listener), [rows, name]);
  return useSyncExternalStore(subscribe, () => rows.get(name));
}
