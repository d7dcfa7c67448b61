import { forwardRef, type ReactNode } from 'react';
import type { FieldError } from '@engine';

export interface ErrorSummaryProps {
  errors: FieldError[];
  /** the title members see for a field */
  titleOf(field: string): string;
  /** the DOM id of a field, for the link */
  idOf(field: string): string;
  /** focus a field when its link is followed (the default jump would not focus a radio group) */
  onFollow(field: string): void;
}

/** "Full name: Fill in this field", but "Any pain? Choose an answer" after a question mark. */
function linkText(title: string, message: string): string {
  return /[?.!:]$/.test(title.trim()) ? `${title.trim()} ${message}` : `${title}: ${message}`;
}

/**
 * The list of problems at the top of a step after a failed Next/Submit. Focus moves here (role
 * alert) and each link focuses its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, titleOf, idOf, onFollow },
  ref,
) {
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="af-error-summary" role="alert" tabIndex={-1} aria-labelledby="af-error-summary-title">
      <h2 id="af-error-summary-title" className="af-error-summary__title">
        There is a problem
      </h2>
      <ul className="af-error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.field ?? error.section ?? 'form'}-${index}`}>
            {error.field === null ? (
              error.message
            ) : (
              <a
                href={`#${idOf(error.field)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onFollow(error.field!);
                }}
              >
                {linkText(titleOf(error.field), error.message)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});

/** "Step 2 of 5" and a progress bar; nothing for a one-step form. */
export function StepProgress({ index, count, title }: { index: number; count: number; title: ReactNode }) {
  if (count < 2) return null;
  const percent = Math.round(((index + 1) / count) * 100);
  return (
    <div className="af-progress">
      <p className="af-progress__text">
        Step {index + 1} of {count}
        <span className="af-visually-hidden">: {title}</span>
      </p>
      <div
        className="af-progress__bar"
        role="progressbar"
        aria-label="Progress through the form"
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={`Step ${index + 1} of ${count}`}
      >
        <div className="af-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
