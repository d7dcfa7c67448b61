import { NOTE_LIMITS, noteTextProblem } from '@model';
import { useId, useState, type FormEvent } from 'react';
import { useAddNote, type NoteTarget } from '../../api/member-notes';

/**
 * Adds an append-only note. Notes are never edited or deleted (the record must show what was
 * known when), so the hint says how to correct one: write a new note.
 */
export function NoteForm({ target, label }: { target: NoteTarget; label: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddNote(target);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = noteTextProblem(text);
    setProblem(found);
    if (found) return;
    add.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <form className="mr-note-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>{label}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={NOTE_LIMITS.text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          Notes cannot be edited or deleted: a correction is a new note. {text.length}/{NOTE_LIMITS.text}
        </p>
        {problem ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {add.isError ? (
        <p className="alert" role="alert">
          The note was not saved. {add.error.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Add note'}
      </button>
    </form>
  );
}
