/**
 * users/{uid}.directory of the demo accounts (the administrators' members list): derived from
 * the seeded profile, responses and review/flags, as the functions keep it afterwards. The same
 * function backfills existing data (scripts/members-directory-backfill.mjs).
 */
import { COLLECTIONS, memberDirectoryOf } from '@model';

type Documents = [string, Record<string, unknown>][];

const time = (value: unknown): number => (value instanceof Date ? value.getTime() : -Infinity);

/** The documents with a `directory` on every users/{uid} profile among them. */
export function withMemberDirectories(documents: Documents): Documents {
  const openFlags = new Map<string, number>();
  const lastSubmission = new Map<string, Date>();
  for (const [path, data] of documents) {
    const parts = path.split('/');
    if (parts[0] !== COLLECTIONS.responses || typeof data.memberId !== 'string') continue;
    if (parts.length === 4 && parts[2] === COLLECTIONS.responseReview && typeof data.open === 'number') {
      openFlags.set(data.memberId, (openFlags.get(data.memberId) ?? 0) + data.open);
    }
    if (parts.length === 2 && data.status === 'submitted' && time(data.submittedAt) > time(lastSubmission.get(data.memberId))) {
      lastSubmission.set(data.memberId, data.submittedAt as Date);
    }
  }
  return documents.map(([path, data]) => {
    const parts = path.split('/');
    if (parts.length !== 2 || parts[0] !== COLLECTIONS.users) return [path, data];
    const uid = parts[1]!;
    return [path, { ...data, directory: memberDirectoryOf(data, { openFlags: openFlags.get(uid) ?? 0, lastSubmissionAt: lastSubmission.get(uid) ?? null }) }];
  });
}
