/** Tests only: sign-in states per kind of reader, as src/data's `useSignedIn` gives them. */
const DAY = 86_400_000;
type Reader = 'visitor' | 'member' | 'lapsed' | 'active' | 'admin';
export function signedInAs(reader: Reader) {
  if (reader === 'visitor') return { status: 'ready' as const, user: null, profile: null, error: null };
  const membership =
    reader === 'active' ? { plan: 'monthly', status: 'active', renewsAt: new Date(Date.now() + 30 * DAY) }
    : reader === 'lapsed' ? { plan: 'monthly', status: 'active', renewsAt: new Date(Date.now() - 3 * DAY) }
    : undefined;
  return {
    status: 'ready' as const,
    user: { uid: `u-${reader}`, email: null, displayName: reader, isAdmin: reader === 'admin' },
    profile: { uid: `u-${reader}`, displayName: reader, email: null, onboarding: { healthConsentAt: null, initialAssessmentAt: null }, ...(membership ? { membership } : {}) },
    error: null,
  };
}
