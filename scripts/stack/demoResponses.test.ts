import { describe, expect, it } from 'vitest';
import { validateResponse } from '@engine';
import { isSubmissionKey, type ResponseReviewDocument, type SubmittedResponseDocument } from '@model';
import { DEMO_SUBMISSIONS, INITIAL_ASSESSMENT, PTSD, WELLBEING_CHECK_IN, demoResponses } from './demoResponses.ts';

const now = new Date('2026-11-23T12:00:00Z');
const { documents, summary } = demoResponses(now);
const responses = Object.entries(documents).filter(([path]) => /^responses\/[^/]+$/.test(path)) as unknown as [string, SubmittedResponseDocument<Date>][];
const reviews = Object.entries(documents).filter(([path]) => path.endsWith('/review/flags')) as unknown as [string, ResponseReviewDocument<Date>][];
const definitions = Object.fromEntries([INITIAL_ASSESSMENT, PTSD, WELLBEING_CHECK_IN].map((definition) => [definition.id, definition]));
const samOf = (formId: string) =>
  responses.filter(([, response]) => response.memberId === 'demo-member-1' && response.formId === formId).sort(([, a], [, b]) => a.submittedAt.getTime() - b.submittedAt.getTime());

describe('demo responses', () => {
  it('are valid answers to their definitions, stored at submission-key ids with a review document each', () => {
    expect(responses).toHaveLength(DEMO_SUBMISSIONS.length);
    for (const [path, response] of responses) {
      expect(isSubmissionKey(path.split('/')[1])).toBe(true);
      expect(validateResponse(definitions[response.formId]!, response.data)).toEqual({ valid: true, errors: [] });
      expect(documents[`${path}/review/flags`]).toMatchObject({ memberId: response.memberId, formId: response.formId, submittedAt: response.submittedAt });
    }
    expect(reviews).toHaveLength(responses.length);
  });

  it('tell Sam\'s story: PHQ-9 18 → 6 (reliable improvement), then a setback to 12 with item 9 answered', () => {
    const phq = samOf('initial-assessment').map(([, response]) => response.scores.phq9!.total);
    const gad = samOf('initial-assessment').map(([, response]) => response.scores.gad7!.total);
    expect(phq).toEqual([18, 16, 13, 10, 8, 6, 12]);
    expect(gad).toEqual([15, 13, 11, 8, 6, 5, 10]);
    expect(samOf('ptsd').map(([, response]) => response.scores.pcl5!.total)).toEqual([52, 41, 44]);
    expect(samOf('wellbeing-check-in')).toHaveLength(2);
  });

  it('leave one urgent (PHQ-9 item 9) and one warning open; every other flag acknowledged with who and a note', () => {
    const open = reviews.flatMap(([, review]) => review.flags.filter((flag) => !flag.acknowledged).map((flag) => `${flag.severity}:${flag.id}`));
    expect(open.sort()).toEqual(['info:support-signpost', 'urgent:phq9-item9', 'warning:pcl5-probable-ptsd']);
    const acknowledged = reviews.flatMap(([, review]) => review.flags.filter((flag) => flag.acknowledged));
    expect(acknowledged.length).toBeGreaterThan(5);
    for (const flag of acknowledged) expect(flag.acknowledged).toMatchObject({ by: 'demo-admin', byName: 'Alex Morgan', note: expect.stringMatching(/\w{3}/) });
    for (const [, review] of reviews) expect(review.open).toBe(review.flags.filter((flag) => !flag.acknowledged).length);
    expect(reviews.map(([, review]) => review.openRank).sort()).toContain(3);
    expect(summary).toMatch(/open in triage: 1 urgent, 1 warning/);
  });

  it('include a member note, a response note, a submitted assignment and one due in a week', () => {
    expect(documents['members/demo-member-1/notes/demo-note-1']).toMatchObject({ authorId: 'demo-admin', authorName: 'Alex Morgan' });
    expect(Object.keys(documents).filter((path) => /^responses\/\w+\/notes\//.test(path))).toHaveLength(1);
    const submitted = documents['assignments/demo-assignment-1']!;
    expect(submitted).toMatchObject({ status: 'submitted', formId: 'wellbeing-check-in' });
    expect(documents[`responses/${submitted.responseId as string}`]).toMatchObject({ formId: 'wellbeing-check-in', memberId: 'demo-member-1' });
    expect(documents['assignments/demo-assignment-2']).toMatchObject({ status: 'assigned', dueAt: new Date('2026-11-30T12:00:00Z') });
  });

  it('are the same on every run (seeded answers)', () => {
    expect(demoResponses(now).documents).toEqual(documents);
  });
});
