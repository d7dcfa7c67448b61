import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { toAccessEntry, toReviewerNote } from './member-records';

const at = Timestamp.fromDate(new Date('2026-03-01T12:00:00Z'));

describe('toReviewerNote', () => {
  it('reads a stored note with its author and server time', () => {
    expect(toReviewerNote('n1', { authorId: 'a1', authorName: 'Dr Ada', text: 'Called', createdAt: at })).toEqual({
      id: 'n1', authorId: 'a1', authorName: 'Dr Ada', text: 'Called', createdAt: at.toDate(),
    });
  });
  it('names an author missing from an older note, and waits for the time of one just written', () => {
    expect(toReviewerNote('n2', { authorId: 'a1', text: 'x', createdAt: null })).toMatchObject({ authorName: 'An administrator', createdAt: null });
  });
});

describe('toAccessEntry', () => {
  it('reads an opened response with its id, and an opened record without one', () => {
    expect(toAccessEntry('e1', { actorId: 'a1', actorName: 'Dr Ada', memberId: 'm', kind: 'response', responseId: 'r1', at })).toEqual({
      id: 'e1', actorId: 'a1', actorName: 'Dr Ada', kind: 'response', responseId: 'r1', at: at.toDate(),
    });
    expect(toAccessEntry('e2', { actorId: 'a1', kind: 'member-record', at })).toMatchObject({ actorName: 'a1', kind: 'member-record', responseId: null });
  });
});
