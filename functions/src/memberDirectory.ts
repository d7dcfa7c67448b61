import { directoryFlagFields } from '@engine';
import type { DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';

/**
 * users/{uid}.directory updates (the administrators' members list, engine/contracts/member-directory.ts),
 * written with `set(..., { merge: true })` inside the transactions that change what they count.
 */

/** After a submission: its time, the flags it raised (all open), and onboarding when it completes it. */
export function memberActivityFields(profile: DocumentSnapshot, raisedFlags: number, at: FieldValue, completesOnboarding: boolean) {
  return {
    directory: {
      lastSubmissionAt: at,
      ...directoryFlagFields(profile.get('directory.openFlags'), raisedFlags),
      ...(completesOnboarding ? { onboarding: 'done' } : {}),
    },
  };
}

/** After flags are acknowledged (delta < 0) or raised. */
export function memberFlagFields(profile: DocumentSnapshot, delta: number) {
  return { directory: directoryFlagFields(profile.get('directory.openFlags'), delta) };
}
