/**
 * The signed-in member's email choices: users/{uid}.emailChoices (which reminders they get).
 * Shape and defaults: model/members/email-choices.ts; the rules let the member write exactly the
 * reminder kinds, each a boolean.
 */
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, readEmailChoices, type EmailChoices } from '@model';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { liteDb } from './lite';

function memberDoc() {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return doc(liteDb(), COLLECTIONS.users, uid);
}

/** Which reminders the signed-in member gets (each on unless they switched it off). */
export function loadEmailChoices(): Promise<EmailChoices> {
  return guard(async () => readEmailChoices((await getDoc(memberDoc())).get('emailChoices')));
}

/** Saves the signed-in member's choices, all of them at once. */
export function saveEmailChoices(choices: EmailChoices): Promise<void> {
  return guard(async () => {
    await updateDoc(memberDoc(), { emailChoices: readEmailChoices(choices), updatedAt: serverTimestamp() });
  });
}
