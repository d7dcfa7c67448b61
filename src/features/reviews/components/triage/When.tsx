import { exactTime, relativeTime } from './when';

/** "3 hours ago (1 Mar 2026, 02:00)" with a machine-readable time. */
export function When({ at, now }: { at: Date | null; now: Date }) {
  if (!at) return <span className="muted">time unknown</span>;
  return (
    <time dateTime={at.toISOString()}>
      {relativeTime(at, now)} <span className="muted">({exactTime(at)})</span>
    </time>
  );
}
