import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableOptions } from './options.ts';
import { parseSetAdminInput } from './setAdminInput.ts';
import { requireAdmin } from './callers.ts';

/**
 * Grants or revokes the administrator role (`admin` custom claim) and records who did it.
 * Administrators only. The target sees the change after a token refresh or sign-in.
 */
export const setAdmin = onCall(callableOptions, async (request) => {
  const caller = requireAdmin(request.auth);
  const input = parseSetAdminInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { target, admin } = input.value;

  const auth = getAuth();
  const lookup = target.uid !== undefined ? auth.getUser(target.uid) : auth.getUserByEmail(target.email);
  const user = await lookup.catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', `No account found for ${target.uid ?? target.email}.`);
    }
    throw error;
  });
  if (user.uid === caller.uid && !admin) {
    // Keeps at least the caller able to undo mistakes; another administrator can demote them.
    throw new HttpsError('failed-precondition', 'You cannot remove your own administrator role.');
  }

  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, admin ? { ...otherClaims, admin: true } : otherClaims);
  await getFirestore().collection('auditLog').add({
    action: admin ? 'role.admin.grant' : 'role.admin.revoke',
    actorUid: caller.uid,
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    at: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, email: user.email ?? null, admin };
});
