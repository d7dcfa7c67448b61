import type { ReactNode } from 'react';
import type { FlagSeverity } from '@engine';
import { SEVERITY_LABELS } from './triage-order';

/** Each severity has its own shape as well as its colour and word: never colour alone. */
const SHAPES: Readonly<Record<FlagSeverity, ReactNode>> = {
  urgent: <><path d="M12 3 2 21h20Z" /><path d="M12 10v4M12 18h.01" /></>,
  warning: <><circle cx="12" cy="12" r="9" /><path d="M12 7v6M12 17h.01" /></>,
  info: <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7h.01" /></>,
};

/** "⚠ Urgent": the flag's severity as an icon and a word. */
export function SeverityBadge({ severity }: { severity: FlagSeverity }) {
  return (
    <span className={`triage-severity triage-severity-${severity}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {SHAPES[severity]}
      </svg>
      {SEVERITY_LABELS[severity]}
    </span>
  );
}
