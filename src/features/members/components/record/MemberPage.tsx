import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { useMemberProfile } from '../../api/member-profile';
import { useRecordAccess, type AccessToRecord } from '../../api/member-access';
import { MemberDataRequest } from './MemberDataRequest';
import { MemberErasure } from './MemberErasure';
import { MemberOrders } from './MemberOrders';
import { MemberRole } from './MemberRole';
import { MemberSecondFactor } from './MemberSecondFactor';
import { MemberSummary } from './MemberSummary';
import { RecentAccess } from './RecentAccess';
import './member-record.css';

/**
 * The reviewers' part of a record (assigned forms, scores over time, the timeline of responses and
 * notes), given by the app: `useReads` starts its reads with the record's own, so they do not wait
 * for the profile; `Sections` shows what they read, logging each response opened there with
 * `useRecordAccess`.
 */
export interface ReviewSections<Reads> {
  useReads: (memberId: string) => Reads;
  Sections: ComponentType<{ memberId: string; reads: Reads; useRecordAccess: (access: AccessToRecord | null) => void }>;
}

function Record<Reads>({ memberId, reviews }: { memberId: string; reviews: ReviewSections<Reads> }) {
  const { useReads, Sections } = reviews;
  const profile = useMemberProfile(memberId);
  const reads = useReads(memberId);
  // One access entry per opening of an existing member's record (not for a missing one).
  useRecordAccess(profile.data ? { memberId, kind: 'member-record' } : null);

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
      <MemberSecondFactor memberId={memberId} name={name} email={profile.data.email} />
      <Sections memberId={memberId} reads={reads} useRecordAccess={useRecordAccess} />
      <RecentAccess memberId={memberId} />
      <MemberDataRequest memberId={memberId} name={name} />
      <MemberErasure memberId={memberId} name={name} email={profile.data.email} />
    </Page>
  );
}

/** /admin/member/:id: everything a reviewer needs about one member, each opening logged; `reviews` fills its middle. */
export function memberRecordPage<Reads>(reviews: ReviewSections<Reads>): ComponentType {
  function MemberPage() {
    const { id = '' } = useParams();
    // A new member id is a new record: fresh state and a new access entry.
    return <Record key={id} memberId={id} reviews={reviews} />;
  }
  return MemberPage;
}
