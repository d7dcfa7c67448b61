import { useEffect, useState } from 'react';
import { ukDate } from '@model';
import { listSubmitted, type SubmittedResponse } from '../api/assessments-api';
import { PastAnswers } from './PastAnswers';
import './past-answers.css';

/**
 * The member's earlier submissions of this form, newest first, so they can see change over time;
 * each opens to the answers as given, read with that submission's own version.
 */
export function PastResults({ uid, formId, refreshKey }: { uid: string; formId: string; refreshKey?: unknown }) {
  const [items, setItems] = useState<SubmittedResponse[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    listSubmitted(uid, formId)
      .then((list) => live && setItems(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uid, formId, refreshKey]);
  if (failed) return <p className="muted">Your results over time could not be loaded just now.</p>;
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="past-results" className="card" data-testid="past-results">
      <h2 id="past-results" style={{ marginTop: 0 }}>Your results over time</h2>
      <ul className="past-results-list">
        {items.map((item) => (
          <li key={item.responseId}>
            {item.submittedAt ? ukDate(item.submittedAt) : 'Recently'}:{' '}
            {Object.values(item.scores)
              .map((s) => (s.total === null ? `${s.title}: not scored` : `${s.title} ${s.total}/${s.max}${s.bandLabel ? ` (${s.bandLabel})` : ''}`))
              .join('; ') || 'submitted'}
            <PastAnswers formId={formId} response={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
