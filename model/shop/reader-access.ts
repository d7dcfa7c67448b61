/**
 * Who is reading a page whose content a membership opens (resources, sessions): for the locked
 * label and the booking button. The rules decide access; this only labels.
 */
import { membershipGivesAccess, type Membership } from './shop-documents.ts';

/** 'unknown' while the sign-in answers; 'visitor' signed out; 'member' signed in without access; 'access': administrator or a membership that gives access. */
export type ResourceReader = 'unknown' | 'visitor' | 'member' | 'access';

/** The sign-in state as the app holds it, as far as access depends on it. */
export interface ReaderSession {
  status: 'idle' | 'loading' | 'ready';
  user: { isAdmin: boolean } | null;
  profile: { membership?: { status: string; renewsAt: Date | null } } | null;
}

export function resourceReader(session: ReaderSession, signedInHint: boolean, now: Date): ResourceReader {
  if (session.status === 'loading' || (session.status === 'idle' && signedInHint)) return 'unknown';
  if (!session.user) return 'visitor';
  if (session.user.isAdmin) return 'access';
  const membership = session.profile?.membership;
  const gives = membership
    ? membershipGivesAccess({ status: membership.status as Membership<Date>['status'], renewsAt: membership.renewsAt }, now)
    : false;
  return gives ? 'access' : 'member';
}
