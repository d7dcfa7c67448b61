import { describe, expect, it } from 'vitest';
import {
  assignmentMessageProblem,
  assignmentState,
  noteTextProblem,
  parseAcknowledgeFlagRequest,
  parseSetFormAudienceRequest,
  readFormAudience,
} from './review-records.ts';
import { openRank } from './response-documents.ts';

describe('parseAcknowledgeFlagRequest', () => {
  it('accepts a response, a flag and a note of the action taken, trimmed', () => {
    expect(parseAcknowledgeFlagRequest({ responseId: 'AbCdEfGhIjKlMnOpQrSt', flagId: 'phq9-item9', note: '  Phoned; safety plan agreed ' })).toEqual({
      ok: true,
      value: { responseId: 'AbCdEfGhIjKlMnOpQrSt', flagId: 'phq9-item9', note: 'Phoned; safety plan agreed' },
    });
  });

  it.each([
    [{ flagId: 'f', note: 'Called them' }, 'Say which response the flag is on.'],
    [{ responseId: 'a/b', flagId: 'f', note: 'Called them' }, 'Say which response the flag is on.'],
    [{ responseId: 'r', note: 'Called them' }, 'Say which flag to acknowledge.'],
    [{ responseId: 'r', flagId: 'f', note: '  ok ' }, 'Write what you did about it (at least 3 characters).'],
    [{ responseId: 'r', flagId: 'f', note: 'x'.repeat(501) }, 'Keep what you did about it under 501 characters.'],
    [null, 'Say which response the flag is on.'],
  ])('refuses %j with a message', (input, message) => {
    expect(parseAcknowledgeFlagRequest(input)).toEqual({ ok: false, message });
  });
});

describe('openRank', () => {
  const flag = (severity: 'urgent' | 'warning' | 'info', acknowledged: unknown = null) => ({ severity, acknowledged });
  it('ranks by the most severe flag still open', () => {
    expect(openRank([flag('info'), flag('urgent', { by: 'a' }), flag('warning')])).toBe(2);
    expect(openRank([flag('info'), flag('urgent')])).toBe(3);
    expect(openRank([flag('urgent', { by: 'a' })])).toBe(0);
    expect(openRank([])).toBe(0);
  });
});

describe('notes and assignment messages', () => {
  it('needs a note with text, within the limit', () => {
    expect(noteTextProblem('Discussed sleep; review in 2 weeks')).toBeNull();
    expect(noteTextProblem('   ')).toBe('Write the note.');
    expect(noteTextProblem('x'.repeat(2001))).toBe('Keep the note under 2001 characters.');
    expect(noteTextProblem(42)).toBe('Write the note.');
  });

  it('allows an empty message and refuses a long one', () => {
    expect(assignmentMessageProblem('')).toBeNull();
    expect(assignmentMessageProblem('x'.repeat(501))).toBe('Keep the message under 501 characters.');
    expect(assignmentMessageProblem(null)).toBe('The message must be text.');
  });
});

describe('assignmentState', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const due = (iso: string | null) => (iso ? new Date(iso) : null);
  it.each([
    ['assigned', null, false, 'assigned'],
    ['assigned', null, true, 'started'],
    ['assigned', '2026-11-24T00:00:00Z', true, 'started'],
    ['assigned', '2026-11-23T11:59:59Z', false, 'overdue'],
    ['assigned', '2026-11-23T11:59:59Z', true, 'overdue'],
    ['assigned', '2026-11-23T12:00:00Z', false, 'assigned'],
    ['submitted', '2026-11-01T00:00:00Z', false, 'submitted'],
    ['cancelled', null, true, 'cancelled'],
  ] as const)('%s, due %s, draft %s → %s', (status, dueAt, hasDraft, state) => {
    expect(assignmentState({ status, dueAt: due(dueAt) }, hasDraft, now)).toBe(state);
  });
});

describe('form audience', () => {
  it('reads anything but "assigned" as everyone', () => {
    expect(readFormAudience('assigned')).toBe('assigned');
    expect(readFormAudience(undefined)).toBe('everyone');
    expect(readFormAudience('members')).toBe('everyone');
  });

  it('parses setFormAudience', () => {
    expect(parseSetFormAudienceRequest({ formId: 'phq-9', audience: 'assigned' })).toEqual({ ok: true, value: { formId: 'phq-9', audience: 'assigned' } });
    expect(parseSetFormAudienceRequest({ formId: 'phq-9', audience: 'some' })).toEqual({
      ok: false,
      message: 'Choose who sees the form: everyone, or assigned members only.',
    });
    expect(parseSetFormAudienceRequest({ formId: 'Bad Id', audience: 'everyone' }).ok).toBe(false);
  });
});
