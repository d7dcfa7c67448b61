/**
 * The workspace's toolbar: Undo / Redo (buttons and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y), import and
 * export, the page's save state and its actions (Publish ...). Undo/Redo are aria-disabled rather
 * than disabled, so focus stays on them when the history runs out (a disabled button drops focus).
 *
 * Shortcuts and text boxes: while focus is in a text input or text area the shortcuts are left to
 * the browser, which undoes the typing in that box (what anyone expects there); rapid typing in one
 * box is a single builder step, so once focus leaves the box Ctrl+Z undoes it as a whole.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { useBuilder, useBuilderStore } from '../store';
import { describeChange } from './describe-change';
import { ImportExport } from './ImportExport';
import { isDragging } from './canvas/BuilderDnd';
import { useWorkspace } from './workspace-context';

const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image']);

/** Whether the browser's own undo belongs to this element (typing in it). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/** Which history step a key press asks for, if any. */
export function historyShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

const MODAL = 'dialog[open], [aria-modal="true"]';

/**
 * Whether a modal dialog is open. The page's dialogs (src/ui Dialog) are portalled to the body, so
 * the body's children and grandchildren are looked at, not every element of a 300-question canvas
 * (a document-wide selector cost a few ms per Ctrl+Z there).
 */
export function pageDialogOpen(): boolean {
  for (const child of document.body.children) {
    if (child.matches(MODAL)) return true;
    for (const grandchild of child.children) if (grandchild.matches(MODAL)) return true;
  }
  return false;
}

export function Toolbar({ status, actions }: { status?: ReactNode; actions?: ReactNode }) {
  const store = useBuilderStore();
  const canUndo = useBuilder((s) => s.canUndo);
  const canRedo = useBuilder((s) => s.canRedo);
  const { announce } = useWorkspace();

  const step = useCallback(
    (which: 'undo' | 'redo') => {
      const state = store.getState();
      if (which === 'undo' ? !state.canUndo : !state.canRedo) {
        announce(which === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
        return;
      }
      const before = state.definition;
      state[which]();
      const { history, definition } = store.getState();
      // the edits of the step just undone (first of those waiting to be redone) or redone (last of the log)
      const edits = which === 'undo' ? (history.undoneEdits[0] ?? []) : history.log.slice(history.log.length - (history.stepSizes[history.stepSizes.length - 1] ?? 0));
      announce(`${which === 'undo' ? 'Undone' : 'Redone'}. ${describeChange(before, definition, edits)}`);
    },
    [store, announce],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const which = historyShortcut(event);
      if (!which || isTextEntry(event.target)) return;
      // not in the middle of a drag (its drop would be measured against a form that changed under it)
      if (isDragging(store)) return;
      // nor under a dialog of the page (a save conflict, a restore offer)
      if (pageDialogOpen()) return;
      event.preventDefault();
      step(which);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step, store]);

  return (
    <div className="fb-toolbar">
      <div className="fb-toolbar-group" role="group" aria-label="History">
        <button type="button" className="button secondary" onClick={() => step('undo')} aria-disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" data-testid="undo">
          Undo
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => step('redo')}
          aria-disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          data-testid="redo"
        >
          Redo
        </button>
      </div>
      <ImportExport />
      {status && <div className="fb-toolbar-status">{status}</div>}
      {actions && <div className="fb-toolbar-actions">{actions}</div>}
    </div>
  );
}
