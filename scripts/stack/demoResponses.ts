// The reviewer's demo: submitted responses of two members, scored by the engine from the
// committed definitions (and the demo builder form), with their review/flags documents (some
// flags acknowledged, one urgent and one warning still open), a member note, a response note,
// and two assignments (one submitted, one due in a week). Loaded by seedDemo.mjs through tsx.
//
// Responses are written at formVersion 1: seeding runs before `forms publish`, which then
// publishes version 1 of the committed forms from the same files these are scored with.
import { score, type FormDefinition } from '@engine';
import { COLLECTIONS, memberNotesPath, responseNotesPath, responseReviewDocument, responseReviewPath, submittedResponseFields, openRank, type AssignmentDocument, type ReviewerNoteDocument } from '@model';
import initialAssessmentJson from '../../schemas/forms/initial-assessment.json' with { type: 'json' };
import ptsdJson from '../../schemas/forms/ptsd.json' with { type: 'json' };
import wellbeingJson from './wellbeing-check-in.json' with { type: 'json' };
import { fillAnswers, scaleAnswers, seededRandom, type Random } from './answers.ts';

export const INITIAL_ASSESSMENT = initialAssessmentJson as FormDefinition;
export const PTSD = ptsdJson as FormDefinition;
export const WELLBEING_CHECK_IN = wellbeingJson as FormDefinition;

const ADMIN = { uid: 'demo-admin', name: 'Alex Morgan' };
export const DEMO_REVIEW_MEMBERS = {
  sam: { uid: 'demo-member-1', name: 'Sam Patel' },
  priya: { uid: 'demo-member-3', name: 'Priya Shah' },
} as const;

/** A submitted response's id: 20 letters and digits, like a submission key (never a draft id). */
export const demoResponseId = (n: number): string => `demoresponse${String(n).padStart(8, '0')}`;

const at = (iso: string): Date => new Date(iso);
const hoursLater = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 3_600_000);
const DAY = 86_400_000;

interface DemoSubmission {
  member: { uid: string; name: string };
  form: FormDefinition;
  at: string;
  /** the answers that tell the story (scale totals through `scales`, pinned items, risk answers) */
  scales?: Record<string, { total: number; fixed?: Record<string, number> }>;
  answers?: Record<string, unknown>;
  /** flags left open; every other raised flag is acknowledged with ACK_NOTES[flagId] */
  open?: string[];
}

const ACK_NOTES: Record<string, string> = {
  'phq9-item9': 'Phoned Sam the same afternoon: passive thoughts, no plan or intent. Safety plan agreed; GP informed with consent.',
  'risk-self-harm': 'Covered in the same call: safety plan agreed, crisis numbers shared.',
  'support-signpost': 'Member was shown the crisis routes; followed up by phone.',
  'pcl5-probable-ptsd': 'Discussed the screen in session; referral for a clinical assessment offered.',
  struggling: 'Brought the next session forward.',
  'contact-requested': 'Phoned the member back the next morning.',
};

const risksNo = { riskSelfHarm: 'no', riskHarmOthers: 'no', riskSafeguarding: 'no', previousSupport: 'no', takingMedication: 'no' };
const assessment = (iso: string, phq: number, gad: number, item9: number, extra: Record<string, unknown> = {}, open?: string[]): DemoSubmission => ({
  member: DEMO_REVIEW_MEMBERS.sam,
  form: INITIAL_ASSESSMENT,
  at: iso,
  scales: { phq9: { total: phq, fixed: { phq9: item9 } }, gad7: { total: gad } },
  answers: { ...risksNo, fullName: 'Sam Patel', email: 'member1@demo.test', signature: 'Sam Patel', ...extra },
  open,
});
const pcl = (member: DemoSubmission['member'], iso: string, total: number, open?: string[]): DemoSubmission => ({ member, form: PTSD, at: iso, scales: { pcl5: { total } }, open });
const checkIn = (iso: string, total: number, answers: Record<string, unknown>, open?: string[]): DemoSubmission => ({
  member: DEMO_REVIEW_MEMBERS.sam, form: WELLBEING_CHECK_IN, at: iso, scales: { wellbeing: { total } }, answers: { unsafe: 'no', ...answers }, open,
});

/**
 * Sam: the initial assessment every two weeks from 6 January (PHQ-9 18 → 6 and GAD-7 15 → 5, a
 * reliable improvement and recovery, then a setback with PHQ-9 item 9 answered again: the open
 * urgent flag), three PCL-5 (the last positive screen open), two check-ins. Priya: three responses.
 */
export const DEMO_SUBMISSIONS: readonly DemoSubmission[] = [
  assessment('2026-01-06T09:00:00Z', 18, 15, 1, { riskSelfHarm: 'yes', riskSelfHarmPlan: 'no' }),
  pcl(DEMO_REVIEW_MEMBERS.sam, '2026-01-08T10:15:00Z', 52),
  assessment('2026-01-20T09:10:00Z', 16, 13, 1),
  assessment('2026-02-03T08:45:00Z', 13, 11, 0),
  assessment('2026-02-17T09:30:00Z', 10, 8, 0),
  pcl(DEMO_REVIEW_MEMBERS.sam, '2026-02-19T18:20:00Z', 41),
  assessment('2026-03-03T09:05:00Z', 8, 6, 0),
  assessment('2026-03-17T19:40:00Z', 6, 5, 0),
  checkIn('2026-03-23T20:10:00Z', 5, { wantsContact: 'no' }),
  assessment('2026-03-31T07:55:00Z', 12, 10, 1, {}, ['phq9-item9', 'support-signpost']),
  pcl(DEMO_REVIEW_MEMBERS.sam, '2026-04-02T21:30:00Z', 44, ['pcl5-probable-ptsd']),
  checkIn('2026-04-07T22:05:00Z', 15, { wantsContact: 'yes', contactReason: 'Sleep has gone again since the anniversary.' }),
  {
    member: DEMO_REVIEW_MEMBERS.priya, form: INITIAL_ASSESSMENT, at: '2026-01-06T12:00:00Z',
    scales: { phq9: { total: 11, fixed: { phq9: 0 } }, gad7: { total: 9 } },
    answers: { ...risksNo, fullName: 'Priya Shah', email: 'member3@demo.test', signature: 'Priya Shah' },
  },
  pcl(DEMO_REVIEW_MEMBERS.priya, '2026-01-12T13:30:00Z', 20),
  {
    member: DEMO_REVIEW_MEMBERS.priya, form: INITIAL_ASSESSMENT, at: '2026-03-10T12:15:00Z',
    scales: { phq9: { total: 7, fixed: { phq9: 0 } }, gad7: { total: 6 } },
    answers: { ...risksNo, fullName: 'Priya Shah', email: 'member3@demo.test', signature: 'Priya Shah' },
  },
];

/** The answers of one demo submission (deterministic: seeded by its position). */
export function demoAnswers(submission: DemoSubmission, random: Random): Record<string, unknown> {
  const chosen: Record<string, unknown> = { ...submission.answers };
  for (const [scaleId, { total, fixed }] of Object.entries(submission.scales ?? {})) {
    const spec = submission.form.scoring?.scales?.[scaleId];
    if (!spec) throw new Error(`${submission.form.id} has no scale ${scaleId}`);
    Object.assign(chosen, scaleAnswers(random, spec, total, fixed));
  }
  return fillAnswers(random, submission.form, chosen);
}

export interface DemoResponses {
  /** every document, keyed by path (dates as Dates) */
  documents: Record<string, Record<string, unknown>>;
  /** one line for the seed's output */
  summary: string;
}

/** The demo responses, their review documents, notes and assignments; `now` dates the open assignment. */
export function demoResponses(now: Date): DemoResponses {
  const documents: Record<string, Record<string, unknown>> = {};
  const ids: string[] = [];
  let openUrgent = 0;
  let openWarning = 0;
  DEMO_SUBMISSIONS.forEach((submission, index) => {
    const id = demoResponseId(index + 1);
    ids.push(id);
    const submittedAt = at(submission.at);
    const data = demoAnswers(submission, seededRandom(index + 1));
    const result = score(submission.form, data);
    const facts = { formId: submission.form.id, formVersion: 1, memberId: submission.member.uid, data, result };
    documents[`${COLLECTIONS.responses}/${id}`] = { ...submittedResponseFields(facts), createdAt: submittedAt, updatedAt: submittedAt, submittedAt };
    const review = responseReviewDocument({ ...facts, submittedAt });
    const flags = review.flags.map((flag) =>
      submission.open?.includes(flag.id)
        ? flag
        : { ...flag, acknowledged: { by: ADMIN.uid, byName: ADMIN.name, at: hoursLater(submittedAt, 4), note: ACK_NOTES[flag.id] ?? 'Reviewed; no action needed.' } },
    );
    const rank = openRank(flags);
    if (rank === 3) openUrgent += 1;
    if (flags.some((flag) => !flag.acknowledged && flag.severity === 'warning')) openWarning += 1;
    documents[responseReviewPath(id)] = { ...review, flags, open: flags.filter((flag) => !flag.acknowledged).length, openRank: rank };
  });

  const note = (authorAt: Date, text: string): ReviewerNoteDocument<Date> => ({ authorId: ADMIN.uid, authorName: ADMIN.name, text, createdAt: authorAt });
  documents[`${memberNotesPath(DEMO_REVIEW_MEMBERS.sam.uid)}/demo-note-1`] = { ...note(at('2026-01-08T16:00:00Z'),
    'First session: goals agreed (sleep, getting back to the gym, fewer sick days). Prefers a phone call after 5 pm. Sister is the emergency contact.') };
  documents[`${responseNotesPath(ids[0]!)}/demo-note-2`] = { ...note(at('2026-01-06T14:30:00Z'),
    'Item 9 talked through on the phone: passive thoughts, no plan. Safety plan shared; "I feel better for saying it out loud."') };

  const checkIns = DEMO_SUBMISSIONS.flatMap((submission, index) => (submission.form === WELLBEING_CHECK_IN ? [{ id: ids[index]!, at: at(submission.at) }] : []));
  const submitted: AssignmentDocument<Date> = {
    formId: WELLBEING_CHECK_IN.id, memberId: DEMO_REVIEW_MEMBERS.sam.uid, assignedBy: ADMIN.uid, assignedAt: at('2026-03-17T12:00:00Z'),
    dueAt: at('2026-03-24T18:00:00Z'), message: 'Please fill this in before our next session.', status: 'submitted',
    responseId: checkIns[0]!.id, submittedAt: checkIns[0]!.at,
  };
  const due: AssignmentDocument<Date> = {
    formId: WELLBEING_CHECK_IN.id, memberId: DEMO_REVIEW_MEMBERS.sam.uid, assignedBy: ADMIN.uid, assignedAt: new Date(now.getTime() - DAY),
    dueAt: new Date(now.getTime() + 7 * DAY), message: 'A quick check-in before we meet next week.', status: 'assigned',
  };
  documents[`${COLLECTIONS.assignments}/demo-assignment-1`] = { ...submitted };
  documents[`${COLLECTIONS.assignments}/demo-assignment-2`] = { ...due };
  // the marker the drafts rule reads for a form for assigned members only, as the app writes it beside an assignment
  documents[`${COLLECTIONS.forms}/${WELLBEING_CHECK_IN.id}/assignees/${DEMO_REVIEW_MEMBERS.sam.uid}`] = { assignedAt: submitted.assignedAt };

  const count = (uid: string) => DEMO_SUBMISSIONS.filter((submission) => submission.member.uid === uid).length;
  const summary = `${count(DEMO_REVIEW_MEMBERS.sam.uid)} for ${DEMO_REVIEW_MEMBERS.sam.name} (initial assessment every two weeks, PCL-5, check-ins), `
    + `${count(DEMO_REVIEW_MEMBERS.priya.uid)} for ${DEMO_REVIEW_MEMBERS.priya.name}; open in triage: ${openUrgent} urgent, ${openWarning} warning; 2 notes, 2 assignments`;
  return { documents, summary };
}
