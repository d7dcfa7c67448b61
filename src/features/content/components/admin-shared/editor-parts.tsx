/**
 * Parts the resources, blog and media editors share: a labelled text area, and the end of the
 * form (why a save failed, Save / Cancel, and Cancel with unsaved changes asking first).
 */
import { useState } from 'react';
import { Dialog } from '../../../../ui';

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
