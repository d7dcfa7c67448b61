import { Link } from 'react-router-dom';
import type { ChapterOutline } from '../../api/learn-api';

const LockIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

const TickIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="m5 12 5 5 9-10" />
  </svg>
);

/**
 * The course's published chapters on its page: titles and minutes; locked with "Enrol to open"
 * for a member not enrolled, links (ticked when completed) for the enrolled and administrators.
 */
export function CourseOutline({
  courseId,
  chapters,
  canOpen,
  completed,
}: {
  courseId: string;
  chapters: readonly ChapterOutline[];
  canOpen: boolean;
  completed: ReadonlySet<string>;
}) {
  return (
    <ol className="course-outline">
      {chapters.map((chapter, index) => {
        const done = completed.has(chapter.id);
        return (
          <li key={chapter.id} className={done ? 'course-outline-item done' : 'course-outline-item'}>
            <span className="course-outline-mark" aria-hidden="true">
              {done ? <TickIcon /> : canOpen ? index + 1 : <LockIcon />}
            </span>
            <span className="course-outline-title">
              {canOpen ? (
                <Link to={`/courses/${courseId}/learn/${chapter.id}`}>
                  {chapter.title}
                  {done ? <span className="visually-hidden"> (completed)</span> : null}
                </Link>
              ) : (
                chapter.title
              )}
            </span>
            <span className="course-outline-meta muted">
              {chapter.durationMinutes > 0 ? <span>{chapter.durationMinutes} min</span> : null}
              {canOpen ? null : <span className="course-outline-locked">Enrol to open</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
