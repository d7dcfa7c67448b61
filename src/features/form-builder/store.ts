/**
 * The FormBuilder's working state: one definition changed only through engine edits, with the
 * undo history, the selection and the last refused edit. A vanilla zustand store so components
 * subscribe to just the slice they show (a keystroke in the title re-renders the question it
 * changed, not the whole canvas).
 */
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import {
  applyEdit,
  canRedo,
  canUndo,
  createHistory,
  recordEdit,
  redo,
  undo,
  type Edit,
  type EditResult,
  type FormDefinition,
  type History,
  type Refusal,
} from '@engine';

export type Selection =
  | { kind: 'field'; name: string }
  | { kind: 'section'; id: string }
  | { kind: 'form' }
  | null;

export interface BuilderState {
  definition: FormDefinition;
  history: History;
  selection: Selection;
  /** the last refused edit, shown to the administrator until dismissed or another edit succeeds */
  refusal: Refusal | null;
  canUndo: boolean;
  canRedo: boolean;
  /** apply one edit; rapid edits with the same mergeKey (typing in one box) are one undo step */
  apply(edit: Edit, options?: { mergeKey?: string }): EditResult;
  undo(): void;
  redo(): void;
  select(selection: Selection): void;
  /** start over from a definition (opening another form, reloading theirs after a conflict) */
  reset(definition: FormDefinition): void;
  dismissRefusal(): void;
}

function fromHistory(history: History) {
  return { history, definition: history.present, canUndo: canUndo(history), canRedo: canRedo(history) };
}

/** A field that no longer exists (undone, removed, renamed) cannot stay selected. */
function keepSelection(selection: Selection, definition: FormDefinition): Selection {
  if (selection?.kind === 'field' && !definition.schema.properties?.[selection.name]) return null;
  if (selection?.kind === 'section' && !definition.sections?.some((s) => s.id === selection.id)) return null;
  return selection;
}

export function createBuilderStore(initial: FormDefinition): StoreApi<BuilderState> {
  return createStore<BuilderState>()((set, get) => ({
    ...fromHistory(createHistory(initial)),
    selection: null,
    refusal: null,
    apply(edit, options) {
      const state = get();
      const result = applyEdit(state.definition, edit);
      if (!result.ok) {
        set({ refusal: result.refusal });
        return result;
      }
      const history = recordEdit(state.history, result.definition, edit, options);
      let selection = state.selection;
      // a renamed question stays selected under its new name
      if (edit.type === 'renameField' && selection?.kind === 'field' && selection.name === edit.from) {
        selection = { kind: 'field', name: edit.to };
      }
      set({ ...fromHistory(history), refusal: null, selection: keepSelection(selection, history.present) });
      return result;
    },
    undo() {
      const history = undo(get().history);
      set({ ...fromHistory(history), refusal: null, selection: keepSelection(get().selection, history.present) });
    },
    redo() {
      const history = redo(get().history);
      set({ ...fromHistory(history), refusal: null, selection: keepSelection(get().selection, history.present) });
    },
    select(selection) {
      set({ selection });
    },
    reset(definition) {
      set({ ...fromHistory(createHistory(definition)), selection: null, refusal: null });
    },
    dismissRefusal() {
      set({ refusal: null });
    },
  }));
}

export const BuilderStoreContext = createContext<StoreApi<BuilderState> | null>(null);

/** The builder store around this component (throws outside a FormBuilderWorkspace: a programming error). */
export function useBuilderStore(): StoreApi<BuilderState> {
  const store = useContext(BuilderStoreContext);
  if (!store) throw new Error('useBuilder must be used inside a FormBuilderWorkspace');
  return store;
}

/** Subscribe to one slice of the builder's state. */
export function useBuilder<T>(selector: (state: BuilderState) => T): T {
  return useStore(useBuilderStore(), selector);
}
