import { useState } from 'react';
import { ukDate } from '@model';
import type { RecurringAssignment } from '../../api/assignment-api';
import { useRecurringAssignments, useStopRecurringAssignment } from '../../api/recurring-assignments';
import { describeRecurrence, nextOccurrenceWords } from './recurrence-view';

/**
 * A member's recurring assignments on their record: how each repeats, how many were assigned, the
 * next occurrence (UK time), and Stop for an active one (what it already assigned stays). Nothing
 * while loading or when the member has none.
 */
export function RecurringAssignments({ memberId, titleOf }: { memberId: string; titleOf(formId: string): string }) {
  const list = useRecurringAssignments(memberId);
  const stop = useStopRecurringAssignment(memberId);
  const [stopping, setStopping] = useState<string | null>(null);

  // the assigned forms below say they are loading; this section appears once it has something
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <div className="alert" role="alert">
        <p className="assignments-flush">We could not load the recurring assignments. {list.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void list.refetch()}>Try again</button>
      </div>
    );
  }
  if (list.data.length === 0) return null;

  const stopSeries = (series: RecurringAssignment) => {
    setStopping(series.id);
    stop.mutate(series.id, { onSettled: () => setStopping(null) });
  };

  return (
    <section className="assignments-series" aria-labelledby={`series-${memberId}`}>
      <h3 id={`series-${memberId}`} className="assignments-series-heading">Repeating</h3>
      {stop.isError ? <p className="alert" role="alert">Not stopped: {stop.error.message}</p> : null}
      <ul className="assignments-list" aria-label="Recurring assignments">
        {list.data.map((series) => {
          const title = titleOf(series.formId);
          return (
            <li key={series.id} className="assignments-item" data-testid={`series-${series.id}`}>
              <div className="assignments-line">
                <strong className="assignments-title">{title}</strong>
                <span className="assignments-state">{nextOccurrenceWords(series)}</span>
              </div>
              <p className="muted assignments-small assignments-dates">
                <span>{describeRecurrence(series)}</span>
                <span>{series.made === 1 ? 'Assigned once so far' : `Assigned ${series.made} times so far`}</span>
                {series.createdAt ? <span>Set up {ukDate(series.createdAt)}</span> : null}
              </p>
              {series.message ? <p className="assignments-message">“{series.message}”</p> : null}
              {series.status === 'active' ? (
                <button type="button" className="button secondary assignments-cancel" disabled={stopping === series.id} onClick={() => stopSeries(series)} aria-label={`Stop repeating ${title}`}>
                  {stopping === series.id ? 'Stopping…' : 'Stop repeating'}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
