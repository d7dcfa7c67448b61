/**
 * `users/{uid}.role`: 'admin' on an administrator's profile, written only by the server beside the
 * `admin` custom claim (setAdmin, `npm run admin:grant`, the seed) and removed when the role is.
 * It grants nothing (the claim does); it lets counts of members leave administrators out. Clients
 * cannot write it: it is not one of the profile keys the rules let a member write.
 */
export const ADMIN_ROLE = 'admin' as const;

/** Pure: whether a users/{uid} document is marked as an administrator's. */
export function isAdminProfile(data: Record<string, unknown> | undefined): boolean {
  return data?.role === ADMIN_ROLE;
}
