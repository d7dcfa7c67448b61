import { Link, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useRecordAccess } from '../../api/member-access';
import { useMemberProfile } from '../../api/member-profile';
import { useMemberTimeline } from '../../api/member-timeline';
import { MemberAssignments } from '../assignments/MemberAssignments';
import { ScoresOverTime } from '../trends/ScoresOverTime';
import { MemberDataRequest } from './MemberDataRequest';
import { MemberErasure } from './MemberErasure';
import { MemberOrders } from './MemberOrders';
import { MemberRole } from './MemberRole';
import { MemberSummary } from './MemberSummary';
import { MemberTimeline } from './MemberTimeline';
import { NoteForm } from './NoteForm';
import { RecentAccess } from './RecentAccess';
import './member-record.css';

function Record({ memberId }: { memberId: string }) {
  const profile = useMemberProfile(memberId);
  // One access entry per opening of an existing member's record (not for a missing one).
  useRecordAccess(profile.data ? { memberId, kind: 'member-record' } : null);
  const timeline = useMemberTimeline(memberId);

  if (profile.isPending) return <Loading label="Loading the member’s record…" />;
  if (profile.isError) {
    return (
      <Page title="Member">
        <div className="alert" role="alert">
          <p>The member’s record could not be loaded. {profile.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void profile.refetch()}>Try again</button>
        </div>
      </Page>
    );
  }
  if (profile.data === null) {
    return (
      <Page title="Member not found">
        <p className="notice" role="status">There is no member with the id “{memberId}”. They may have been erased, or the link is wrong.</p>
        <p>
          <Link to="/admin">Back to the reviewer dashboard</Link>
        </p>
      </Page>
    );
  }
  const name = profile.data.displayName || profile.data.email || 'Member';
  return (
    <Page title={name} intro="Member record: profile, consent, membership and orders, assigned forms, scores over time and every submitted response.">
      <p className="mr-no-print">
        <button type="button" className="button secondary" onClick={() => window.print()}>Print this record</button>
      </p>
      <MemberSummary profile={profile.data} />
      <MemberOrders memberId={memberId} />
      <MemberRole memberId={memberId} name={name} />
      <section className="card mr-card" aria-labelledby="mr-assigned">
        <h2 id="mr-assigned">Assigned forms</h2>
        <MemberAssignments memberId={memberId} />
      </section>
      <section className="card mr-card mr-trends" aria-labelledby="mr-trends">
        <h2 id="mr-trends">Scores over time</h2>
        {timeline.isPending ? <p className="muted" role="status">Loading scores…</p> : <ScoresOverTime memberId={memberId} responses={timeline.responses} />}
        {timeline.more ? <p className="muted">Drawn from the responses loaded below; show older entries to include more.</p> : null}
      </section>
      <section className="mr-timeline-section" aria-labelledby="mr-timeline">
        <h2 id="mr-timeline">Timeline</h2>
        <div className="card mr-no-print">
          <NoteForm target={{ kind: 'member', memberId }} label="Add a note about this member" />
        </div>
        <MemberTimeline memberId={memberId} timeline={timeline} />
      </section>
      <RecentAccess memberId={memberId} />
      <MemberDataRequest memberId={memberId} name={name} />
      <MemberErasure memberId={memberId} name={name} email={profile.data.email} />
    </Page>
  );
}

/** /admin/member/:id: everything a reviewer needs about one member, each opening logged. */
export function MemberPage() {
  const { id = '' } = useParams();
  // A new member id is a new record: fresh state and a new access entry.
  return <Record key={id} memberId={id} />;
}
