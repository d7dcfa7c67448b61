import type { ReviewerNote } from '../../api/member-api';
import { ukDateTime } from '@model';

/** One note: who wrote it, when, and what they wrote (as written: never edited). */
export function NoteBody({ note }: { note: ReviewerNote }) {
  return (
    <>
      <p className="mr-note__meta">
        <strong>{note.authorName}</strong> · {note.createdAt ? <time dateTime={note.createdAt.toISOString()}>{ukDateTime(note.createdAt)}</time> : 'just now'}
      </p>
      <p className="mr-note__text">{note.text}</p>
    </>
  );
}

export function NoteList({ notes, empty }: { notes: readonly ReviewerNote[]; empty: string }) {
  if (notes.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ol className="mr-notes">
      {notes.map((note) => (
        <li key={note.id} className="mr-note">
          <NoteBody note={note} />
        </li>
      ))}
    </ol>
  );
}
