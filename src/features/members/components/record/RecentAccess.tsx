import { Link } from 'react-router-dom';
import { useRecentAccess } from '../../api/member-access';
import type { AccessEntry } from '../../api/member-api';
import { ukDateTime } from '@model';

function What({ entry }: { entry: AccessEntry }) {
  if (entry.kind === 'data-export') return <>downloaded all their data (a subject access request)</>;
  if (entry.kind !== 'response' || !entry.responseId) return <>opened the record</>;
  return (
    <>
      opened response <Link to={`?response=${encodeURIComponent(entry.responseId)}`}>{entry.responseId}</Link>
    </>
  );
}

/** The last accesses to this member's record and responses: who, what, when (UK GDPR accountability). */
export function RecentAccess({ memberId }: { memberId: string }) {
  const access = useRecentAccess(memberId);
  return (
    <section className="card mr-card mr-access" aria-labelledby="mr-access">
      <h2 id="mr-access">Recent access</h2>
      <p className="muted">Every opening of this record or one of its responses, and every download of the member’s data, is logged and cannot be changed.</p>
      {access.isPending ? <p className="muted" role="status">Loading recent access…</p> : null}
      {access.isError ? (
        <div className="alert" role="alert">
          <p>Recent access could not be loaded. {access.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void access.refetch()}>Try again</button>
        </div>
      ) : null}
      {access.data?.length === 0 ? <p className="muted">No access recorded yet.</p> : null}
      {access.data?.length ? (
        <ol className="mr-access__list">
          {access.data.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.actorName}</strong> <What entry={entry} /> ·{' '}
              {entry.at ? <time dateTime={entry.at.toISOString()}>{ukDateTime(entry.at)}</time> : 'just now'}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
