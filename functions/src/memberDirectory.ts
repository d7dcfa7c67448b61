import { type RaisedFlag } from '@engine';
import { directoryFlagFields } from '@model';
import type { DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';

/**
 * users/{uid}.directory updates (the administrators' members list, model/members/member-directory.ts),
 * written with `set(..., { merge: true })` inside the transactions that change what they count.
 */

/**
 * The flags the directory counts: those written for the member (audience 'member'), which they
 * read on their response anyway. The member reads their own users/{uid}, so a reviewer-only flag
 * counted here would tell them one was raised; reviewers find those in the triage queue.
 */
export const directoryCounts = (flag: Pick<RaisedFlag, 'audience'>): boolean => flag.audience === 'member';

/** After a submission: its time, the member-visible flags it raised (all open), and onboarding when it completes it. */
export function memberActivityFields(profile: DocumentSnapshot, raisedFlags: readonly RaisedFlag[], at: FieldValue, completesOnboarding: boolean) {
  return {
    directory: {
      lastSubmissionAt: at,
      ...directoryFlagFields(profile.get('directory.openFlags'), raisedFlags.filter(directoryCounts).length),
      ...(completesOnboarding ? { onboarding: 'done' } : {}),
    },
  };
}

/** After flags the directory counts (directoryCounts) are acknowledged (delta < 0) or raised. */
export function memberFlagFields(profile: DocumentSnapshot, delta: number) {
  return { directory: directoryFlagFields(profile.get('directory.openFlags'), delta) };
}
