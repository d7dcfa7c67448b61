import { ukDateTime, type ReviewFlag } from '@model';
import { useResponseFlags } from '../../api/member-response';

const SEVERITY_WORDS = { urgent: 'Urgent', warning: 'Warning', info: 'Info' } as const;

function FlagItem({ flag }: { flag: ReviewFlag<Date> }) {
  const ack = flag.acknowledged;
  return (
    <li className={`mr-flag mr-flag--${flag.severity}`}>
      <p>
        <span className="mr-badge">{SEVERITY_WORDS[flag.severity]}</span> {flag.message}
      </p>
      {ack ? (
        <p className="mr-flag__ack">
          Acknowledged by {ack.byName || ack.by} on <time dateTime={ack.at.toISOString()}>{ukDateTime(ack.at)}</time>: “{ack.note}”
        </p>
      ) : (
        <p className="mr-flag__ack mr-flag__ack--open">Not yet acknowledged</p>
      )}
    </li>
  );
}

/** Every flag the response raised (reviewer-only ones too) with who acknowledged it, when and the action noted. */
export function ResponseFlags({ responseId }: { responseId: string }) {
  const flags = useResponseFlags(responseId);
  if (flags.isPending) return <p className="muted" role="status">Loading flags…</p>;
  if (flags.isError) {
    return (
      <div className="alert" role="alert">
        <p>The flags could not be loaded. {flags.error.message}</p>
        <button type="button" className="button secondary" onClick={() => void flags.refetch()}>Try again</button>
      </div>
    );
  }
  if (flags.data.length === 0) return <p className="muted">No flags were raised.</p>;
  return (
    <ul className="mr-flags">
      {flags.data.map((flag) => (
        <FlagItem key={flag.id} flag={flag} />
      ))}
    </ul>
  );
}
