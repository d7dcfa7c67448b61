import type { MemberTimeline as Timeline } from '../../api/member-timeline';
import { MemberAssignments } from '../assignments/MemberAssignments';
import { ScoresOverTime } from '../trends/ScoresOverTime';
import { ResponseAccessLog, type ResponseAccess } from './access-log';
import { MemberTimeline } from './MemberTimeline';
import { MemberFhirDownload } from './MemberFhirDownload';
import { NoteForm } from './NoteForm';
import './member-timeline.css';

/**
 * The reviewers' sections of a member's record: the forms assigned to them, their scores over time
 * and the timeline of their responses and notes (`reads`: `useMemberTimeline`, started with the
 * record's own reads). `useRecordAccess` is the record's access log: each response opened here
 * writes an entry to it.
 */
export function MemberReviews({ memberId, reads: timeline, useRecordAccess }: { memberId: string; reads: Timeline; useRecordAccess: (access: ResponseAccess) => void }) {
  return (
    <ResponseAccessLog.Provider value={useRecordAccess}>
      <section className="card mr-card" aria-labelledby="mr-assigned">
        <h2 id="mr-assigned">Assigned forms</h2>
        <MemberAssignments memberId={memberId} />
      </section>
      <section className="card mr-card mr-trends" aria-labelledby="mr-trends">
        <h2 id="mr-trends">Scores over time</h2>
        {timeline.isPending ? <p className="muted" role="status">Loading scores…</p> : <ScoresOverTime memberId={memberId} responses={timeline.responses} />}
        {timeline.more ? <p className="muted">Drawn from the responses loaded below; show older entries to include more.</p> : null}
      </section>
      <MemberFhirDownload memberId={memberId} />
      <section className="mr-timeline-section" aria-labelledby="mr-timeline">
        <h2 id="mr-timeline">Timeline</h2>
        <div className="card mr-no-print">
          <NoteForm target={{ kind: 'member', memberId }} label="Add a note about this member" />
        </div>
        <MemberTimeline memberId={memberId} timeline={timeline} />
      </section>
    </ResponseAccessLog.Provider>
  );
}

