import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { actorName } from '@model';
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
  it('reads a download of the member\'s data (written by exportMyData), and an unknown kind as an opened record', () => {
    expect(toAccessEntry('e3', { actorId: 'a1', actorName: 'Dr Ada', kind: 'data-export', at })).toMatchObject({ kind: 'data-export', responseId: null });
    expect(toAccessEntry('e4', { actorId: 'a1', kind: 'peeked', at })).toMatchObject({ kind: 'member-record' });
  });
});

describe('actorName', () => {
  it('signs with the display name, else the email, else the uid, at most 320 characters', () => {
    expect(actorName('Dr Ada', 'ada@x.test', 'u1')).toBe('Dr Ada');
    expect(actorName('  ', 'ada@x.test', 'u1')).toBe('ada@x.test');
    expect(actorName(null, undefined, 'u1')).toBe('u1');
    expect(actorName('x'.repeat(400), null, 'u1')).toHaveLength(320);
  });
});
