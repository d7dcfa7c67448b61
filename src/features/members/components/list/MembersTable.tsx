import { Link } from 'react-router-dom';
import type { MemberListRow } from '../../api/members-list';
import { ukDate } from '@model';
import { flagsText, planText } from './member-list-words';

/**
 * One row per member: name (opening their record), email, joined, plan, last submission, open
 * flags. On a phone each row becomes a card (CSS only); cells are never display:flex.
 */
export function MembersTable({ members }: { members: readonly MemberListRow[] }) {
  return (
    <table className="ml-table">
      <caption className="visually-hidden">Members with their email, when they joined, plan, last submission and open flags</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Joined</th>
          <th scope="col">Plan</th>
          <th scope="col">Last submission</th>
          <th scope="col">Open flags</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.uid} data-testid={`member-row-${member.uid}`}>
            <th scope="row" className="ml-name">
              <Link to={`/admin/member/${encodeURIComponent(member.uid)}`}>{member.displayName || member.email || 'Unnamed member'}</Link>
              {member.isAdmin ? <span className="ml-badge ml-badge-admin">Administrator</span> : null}
              {!member.onboarded ? <span className="muted ml-small ml-block">Onboarding not finished</span> : null}
            </th>
            <td data-label="Email" className="ml-email">{member.email ?? <span className="muted">None</span>}</td>
            <td data-label="Joined">
              {member.joinedAt ? <time dateTime={member.joinedAt.toISOString()}>{ukDate(member.joinedAt)}</time> : <span className="muted">Unknown</span>}
            </td>
            <td data-label="Plan">{planText(member)}</td>
            <td data-label="Last submission">
              {member.lastSubmissionAt ? <time dateTime={member.lastSubmissionAt.toISOString()}>{ukDate(member.lastSubmissionAt)}</time> : <span className="muted">None yet</span>}
            </td>
            <td data-label="Open flags" className={member.openFlags > 0 ? 'ml-flags-open' : undefined}>{flagsText(member.openFlags)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
