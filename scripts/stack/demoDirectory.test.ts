import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoUserDoc } from './demoData.mjs';
import { withMemberDirectories } from './demoDirectory';
import { demoResponses } from './demoResponses';

describe('demo members list directories', () => {
  const responses = demoResponses(new Date('2026-11-27T12:00:00Z')).documents;
  const documents = withMemberDirectories([
    ...DEMO_ACCOUNTS.map((account) => [`users/${account.uid}`, demoUserDoc(account)] as [string, Record<string, unknown>]),
    ...Object.entries(responses),
  ]);
  const directoryOf = (uid: string) => Object.fromEntries(documents)[`users/${uid}`]!.directory as Record<string, unknown>;

  it("counts each member's open flags and last submission from the seeded responses", () => {
    const open = Object.entries(responses)
      .filter(([path, data]) => path.endsWith('/review/flags') && data.memberId === 'demo-member-1')
      .reduce((sum, [, data]) => sum + (data.open as number), 0);
    expect(open).toBeGreaterThan(0);
    expect(directoryOf('demo-member-1')).toMatchObject({ name: 'sam patel', role: 'member', plan: 'monthly', onboarding: 'done', openFlags: open, flagged: true });
    expect(directoryOf('demo-member-1').lastSubmissionAt).toBeInstanceOf(Date);
  });

  it('gives every profile a directory: the administrator, a member still onboarding, the role e2e member', () => {
    expect(directoryOf('demo-admin')).toMatchObject({ role: 'admin' });
    expect(directoryOf('demo-member-2')).toMatchObject({ plan: 'none', onboarding: 'pending', openFlags: 0, flagged: false, lastSubmissionAt: null });
    expect(directoryOf('demo-member-4')).toMatchObject({ name: 'robin hale', role: 'member', onboarding: 'done', lastSubmissionAt: null });
  });
});
