/**
 * A <details> whose content is rendered only while open: a form with many flags or questions keeps
 * the panel's DOM small (each closed flag would otherwise hold a tick box per question).
 */
import { useState, type ReactNode } from 'react';

interface Props {
  summary: ReactNode;
  children: () => ReactNode;
  className?: string;
  initiallyOpen?: boolean;
  /** the summary's data-testid, for focusing it from elsewhere (focusSoon) */
  summaryTestId?: string;
}

export function LazyDetails({ summary, children, className, initiallyOpen = false, summaryTestId }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className={className} open={open}>
      <summary
        data-testid={summaryTestId}
        onClick={(event) => {
          // controlled: the browser's own toggle would fight React's `open`
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {summary}
      </summary>
      {open ? children() : null}
    </details>
  );
}
