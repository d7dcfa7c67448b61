import { describe, expect, it, vi } from 'vitest';

const SERVER_TIME = { sentinel: 'serverTimestamp' };
const fb = vi.hoisted(() => ({
  created: { user: { uid: 'new-uid', email: 'sam@example.test', getIdToken: vi.fn(async () => 'token') } },
  createUser: vi.fn(),
  updateProfile: vi.fn(async () => undefined),
  setDoc: vi.fn(async () => undefined),
  sendEmailVerification: vi.fn(async (_user: unknown) => undefined),
}));
vi.mock('firebase/auth', () => ({ createUserWithEmailAndPassword: fb.createUser, updateProfile: fb.updateProfile, sendEmailVerification: fb.sendEmailVerification }));
vi.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  serverTimestamp: () => SERVER_TIME,
  setDoc: fb.setDoc,
}));
vi.mock('./app', () => ({ firebase: () => ({ auth: 'auth' }) }));
vi.mock('./lite', () => ({ liteDb: () => 'db' }));

const { register } = await import('./auth');

describe('register', () => {
  it('writes only what the users rules take from a client: profile fields, the sign-in email, the server time', async () => {
    fb.createUser.mockResolvedValue(fb.created);
    await register({ displayName: '  Sam Patel ', email: ' Sam@Example.test ', password: 'long-enough-1' });
    expect(fb.createUser).toHaveBeenCalledWith('auth', 'Sam@Example.test', 'long-enough-1');
    // the email as Firebase Auth holds it (the token's email), never the typed spelling; no consent, no onboarding
    expect(fb.setDoc).toHaveBeenCalledWith('users/new-uid', {
      displayName: 'Sam Patel',
      email: 'sam@example.test',
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
      // the members list's row: exactly a new member's values (the rules check them)
      directory: { name: 'sam patel', role: 'member', plan: 'none', onboarding: 'pending', openFlags: 0, flagged: false, lastSubmissionAt: null },
    });
    expect(fb.created.user.getIdToken).toHaveBeenCalledWith(true);
    // the address gets its verification link (the administrator role needs a verified email)
    expect(fb.sendEmailVerification).toHaveBeenCalledWith(fb.created.user);
  });

  it('still registers when the verification email cannot be sent', async () => {
    fb.createUser.mockResolvedValue(fb.created);
    fb.sendEmailVerification.mockRejectedValueOnce(new Error('auth/too-many-requests'));
    await expect(register({ displayName: 'Jo', email: 'jo@example.test', password: 'long-enough-1' })).resolves.toBeUndefined();
  });
});
