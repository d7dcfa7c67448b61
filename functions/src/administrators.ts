import { rolePath } from '@model';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

/** Accounts per page when listing (Auth's largest page). */
const PAGE = 1000;

/**
 * Whether any account other than `exceptUid` holds the administrator role now. Reads the custom
 * claims (what grants the role) rather than profiles' `role: 'admin'`, which an administrator
 * made before their profile existed does not have; it stops at the first one found, so a practice
 * with an administrator among its first thousand accounts costs one page.
 */
export async function anotherAdministratorThan(exceptUid: string): Promise<boolean> {
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(PAGE, pageToken);
    if (page.users.some((user) => user.uid !== exceptUid && user.customClaims?.admin === true)) return true;
    pageToken = page.pageToken;
  } while (pageToken);
  return false;
}

/** Why a revoke was refused: it would leave the practice without an administrator. */
export function lastAdministratorMessage(who: string): string {
  return `${who} is the only administrator left. Grant the role to someone else first, so the practice is never locked out.`;
}

/**
 * Writes (grant) or deletes (revoke) roles/{uid}, which the rules' isAdmin() requires beside the
 * claim: deleting it ends the account's administrator reads and writes in Firestore at once,
 * where the claim stays in an ID token for up to an hour.
 */
export async function writeAdminRole(uid: string, admin: boolean, via: string): Promise<void> {
  const role = getFirestore().doc(rolePath(uid));
  if (admin) await role.set({ admin: true, via, at: FieldValue.serverTimestamp() });
  else await role.delete();
}
