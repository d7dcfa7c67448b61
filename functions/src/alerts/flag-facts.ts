import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { FlagSeverity } from '@engine';
import { COLLECTIONS, memberInitials, triageItemPath, type FlagAlertFacts } from '@model';
import { appLink } from '../mail/index.ts';

/** What an alert may say of a response's member and form, looked up once per response. */
export interface ResponseFacts {
  initials: string;
  formTitle: string;
}

/**
 * The member's initials (from their profile's name) and the form's title. Nothing else of the
 * member or their answers is read: an alert must not hold health data.
 */
export async function responseFacts(db: Firestore, memberId: string, formId: string): Promise<ResponseFacts> {
  const [profile, form] = await Promise.all([
    memberId ? db.collection(COLLECTIONS.users).doc(memberId).get() : null,
    db.collection(COLLECTIONS.forms).doc(formId).get(),
  ]);
  const name = profile?.get('displayName') as unknown;
  const title = form.get('title') as unknown;
  return {
    initials: memberInitials(typeof name === 'string' ? name : null),
    formTitle: typeof title === 'string' && title.trim() !== '' ? title.trim() : formId,
  };
}

/** The facts of one flag on a response: who (initials), which form, how severe, when, and its link in the app. */
export function flagFacts(responseId: string, facts: ResponseFacts, severity: FlagSeverity, submittedAt: Timestamp | null | undefined): FlagAlertFacts {
  return {
    initials: facts.initials,
    formTitle: facts.formTitle,
    severity,
    raisedAt: submittedAt ? submittedAt.toDate() : new Date(0),
    link: appLink(triageItemPath(responseId)),
  };
}
