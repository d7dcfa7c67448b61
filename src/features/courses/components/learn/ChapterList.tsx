import { Link } from 'react-router-dom';
import type { ChapterOutline } from '../../api/learn-api';

/** The course's chapters in order: ticks for completed ones, the open one marked as the current page. */
export function ChapterList({
  courseId,
  chapters,
  currentId,
  completed,
  onPick,
}: {
  courseId: string;
  chapters: readonly ChapterOutline[];
  currentId: string;
  completed: ReadonlySet<string>;
  /** called when a chapter is chosen (the phone's drawer closes) */
  onPick?(): void;
}) {
  return (
    <ol className="learn-chapter-list">
      {chapters.map((chapter, index) => {
        const done = completed.has(chapter.id);
        return (
          <li key={chapter.id}>
            <Link
              to={`/courses/${courseId}/learn/${chapter.id}`}
              aria-current={chapter.id === currentId ? 'page' : undefined}
              className={done ? 'learn-chapter-link done' : 'learn-chapter-link'}
              onClick={onPick}
            >
              <span className="learn-chapter-mark" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="learn-chapter-name">
                {chapter.title} <span className="muted learn-chapter-minutes">{chapter.durationMinutes} min</span>
                {done ? <> <span className="visually-hidden">(completed)</span></> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
