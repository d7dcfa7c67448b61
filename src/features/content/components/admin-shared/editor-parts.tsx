/**
 * Parts the resources, blog and media editors share: the start (focus on the heading, the leave
 * warning), the list of what to fix before saving, the check-then-save step, a labelled text area,
 * and the end of the form (why a save failed, Save / Cancel, Cancel with unsaved changes asking first).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Dialog, useLeaveWarning } from '../../../../ui';
import { UNSAVED_CHANGES } from './unsaved-changes';

/**
 * An editor's start: keyboard and screen-reader users begin at its heading (`heading`), `dirty`
 * says whether the draft differs from what was opened (drafts are plain data: compared as JSON),
 * and reloading, closing the tab or following a link in the app while it does asks first.
 */
export function useEditorStart(draft: object, initial: object): { heading: RefObject<HTMLHeadingElement | null>; dirty: boolean } {
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useLayoutEffect(() => heading.current?.focus(), []);
  useLeaveWarning(dirty, UNSAVED_CHANGES);
  return { heading, dirty };
}

type Problems<F extends string> = Partial<Record<F, string | undefined>>;

/** What to fix before saving, in the form's order, each a link to its field. */
export function ProblemSummary<F extends string>({ problems, order, idOf }: { problems: Problems<F>; order: readonly F[]; idOf(field: F): string }) {
  const listed = order.filter((f) => problems[f]);
  if (listed.length === 0) return null;
  return (
    <div className="alert" role="alert">
      <p>Fix {listed.length === 1 ? 'this' : `these ${listed.length} things`} to save:</p>
      <ul>
        {listed.map((f) => (
          <li key={f}>
            <a
              href={`#${idOf(f)}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(idOf(f))?.focus();
              }}
            >
              {problems[f]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Save once nothing is left to fix: with problems (`found`), the first one's field is focused and
 * nothing is written; else `write` runs with the status shown ("Saving…", or why nothing was
 * saved) and `done` follows it.
 */
export async function saveChecked<F extends string>({ found, order, idOf, setStatus, write, done }: { found: Problems<F>; order: readonly F[]; idOf(field: F): string; setStatus(status: SaveStatus): void; write(): Promise<unknown>; done(): void }): Promise<void> {
  const first = order.find((f) => found[f]);
  if (first) {
    document.getElementById(idOf(first))?.focus();
    return;
  }
  setStatus({ kind: 'saving' });
  try {
    await write();
  } catch (error) {
    setStatus({ kind: 'error', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    return;
  }
  setStatus({ kind: 'idle' });
  done();
}

/** A labelled textarea with its hint and error announced. */
export function TextBox({ id, label, hint, value, onChange, error, rows }: { id: string; label: string; hint?: string; value: string; onChange(v: string): void; error?: string; rows: number }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={`${id}-hint`} className="field-hint">{hint}</span> : null}
      <textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {error ? <span id={`${id}-error`} className="field-error">{error}</span> : null}
    </div>
  );
}

export type SaveStatus = { kind: 'idle' | 'saving' } | { kind: 'error'; message: string };

/**
 * The end of an editor's form: why the last save failed (nothing was saved), Save (`saveLabel`,
 * "Saving…" meanwhile) and Cancel, which with unsaved changes asks first, Keep editing focused.
 * `noun` names what is edited ("resource", "post", "item").
 */
export function EditorActions({ status, saveLabel, dirty, noun, onCancel }: { status: SaveStatus; saveLabel: string; dirty: boolean; noun: string; onCancel(): void }) {
  const [confirmLeave, setConfirmLeave] = useState(false);
  const saving = status.kind === 'saving';
  return (
    <>
      {status.kind === 'error' ? (
        <div className="alert" role="alert">
          <p>Nothing was saved. {status.message}</p>
        </div>
      ) : null}
      <div className="ar-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
        <button type="button" className="button secondary" onClick={() => (dirty ? setConfirmLeave(true) : onCancel())} disabled={saving}>
          Cancel
        </button>
      </div>
      {confirmLeave ? (
        <Dialog title="Discard your changes?" onCancel={() => setConfirmLeave(false)}>
          <p>What you changed since opening this {noun} has not been saved.</p>
          <div className="ar-actions">
            <button type="button" className="button" onClick={onCancel}>
              Discard changes
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirmLeave(false)} data-autofocus>
              Keep editing
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
