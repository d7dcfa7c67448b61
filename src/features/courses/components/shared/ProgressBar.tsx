import './progress-bar.css';

/**
 * A member's progress through a course: a bar with its words ("2 of 5 chapters") beside it.
 * Screen readers hear the words as the bar's name and the percentage as its value.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
  return (
    <div className="progress-bar">
      <div
        className="progress-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className="progress-bar-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="progress-bar-label" aria-hidden="true">
        {label} · {value}%
      </span>
    </div>
  );
}

/** The words of a progress bar: "2 of 5 chapters" ("1 of 1 chapter"). */
export function chaptersDone(done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? 'chapter' : 'chapters'}`;
}
