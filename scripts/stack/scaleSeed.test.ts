import { describe, expect, it } from 'vitest';
import { validateResponse, type FormDefinition } from '@engine';
import { isSubmissionKey, type ResponseReviewDocument, type SubmittedResponseDocument } from '@model';
import initialAssessmentJson from '../../schemas/forms/initial-assessment.json' with { type: 'json' };
import ptsdJson from '../../schemas/forms/ptsd.json' with { type: 'json' };
import wellbeingJson from './wellbeing-check-in.json' with { type: 'json' };
import { MAIN_FORM_RESPONSES, mainFormResponses, riskItems, scaleMembers, scaleResponseDocuments, type ScaleSeedOptions } from './scaleSeed.ts';
import { isLocalEmulator, parseScaleArgs } from './scaleArgs.mjs';

const initialAssessment = initialAssessmentJson as FormDefinition;
const forms = [initialAssessment, ptsdJson as FormDefinition, wellbeingJson as FormDefinition];

function generate(options: Partial<ScaleSeedOptions> = {}) {
  const documents = [...scaleResponseDocuments({ definition: initialAssessment, formVersion: 1, responses: 1200, members: 50, ...options })];
  const responses = documents.filter((document) => !document.path.endsWith('/review/flags')).map((document) => ({ id: document.path.split('/')[1]!, ...(document.data as unknown as SubmittedResponseDocument<Date>) }));
  const reviews = documents.filter((document) => document.path.endsWith('/review/flags')).map((document) => document.data as unknown as ResponseReviewDocument<Date>);
  return { documents, responses, reviews };
}

const { documents, responses, reviews } = generate();

describe('scale seed generators', () => {
  it('are deterministic for a seed, and differ between seeds', () => {
    expect(generate().documents).toEqual(documents);
    expect(scaleMembers(20, 7)).toEqual(scaleMembers(20, 7));
    const other = generate({ seed: 99 }).responses;
    expect(other.map((response) => response.scores.phq9!.total)).not.toEqual(responses.map((response) => response.scores.phq9!.total));
  });

  it.each(forms.map((form) => [form.id, form]))('give answers valid against %s', (_, definition) => {
    const sample = [...scaleResponseDocuments({ definition: definition as FormDefinition, formVersion: 3, responses: 150, members: 10 })]
      .filter((document) => !document.path.endsWith('/review/flags'));
    expect(sample).toHaveLength(150);
    for (const document of sample) {
      const response = document.data as unknown as SubmittedResponseDocument<Date>;
      expect(validateResponse(definition as FormDefinition, response.data).errors).toEqual([]);
      expect(response).toMatchObject({ formId: (definition as FormDefinition).id, formVersion: 3, status: 'submitted' });
    }
  });

  it('write one review document per response, at unique submission-key ids', () => {
    expect(responses).toHaveLength(1200);
    expect(reviews).toHaveLength(1200);
    expect(new Set(responses.map((response) => response.id)).size).toBe(1200);
    expect(responses.every((response) => isSubmissionKey(response.id))).toBe(true);
  });

  it('give the first member 200 responses and spread the rest over the others', () => {
    const perMember = new Map<string, number>();
    for (const response of responses) perMember.set(response.memberId, (perMember.get(response.memberId) ?? 0) + 1);
    expect(perMember.get('scale-member-0001')).toBe(200);
    expect(perMember.size).toBe(50);
    expect(Math.max(...[...perMember].filter(([member]) => member !== 'scale-member-0001').map(([, count]) => count))).toBeLessThan(60);
  });

  it('spread totals over every PHQ-9 and GAD-7 band', () => {
    for (const scale of ['phq9', 'gad7']) {
      const bands = new Map<string, number>();
      for (const response of responses) bands.set(response.scores[scale]!.band!, (bands.get(response.scores[scale]!.band!) ?? 0) + 1);
      for (const band of initialAssessment.scoring!.scales![scale]!.bands!) expect(bands.get(band.id) ?? 0, `${scale} ${band.id}`).toBeGreaterThan(responses.length * 0.04);
    }
  });

  it('raise some flags (not most), PHQ-9 item 9 among them, and leave only some open', () => {
    const flagged = reviews.filter((review) => review.flags.length > 0);
    expect(flagged.length).toBeGreaterThan(responses.length * 0.02);
    expect(flagged.length).toBeLessThan(responses.length * 0.5);
    expect(reviews.some((review) => review.flags.some((flag) => flag.id === 'phq9-item9'))).toBe(true);
    const open = reviews.filter((review) => review.openRank > 0);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(flagged.length / 2);
    for (const review of reviews) expect(review.open).toBe(review.flags.filter((flag) => !flag.acknowledged).length);
  });

  it('keep risk items calm but for a few: PHQ-9 item 9 is the one answer that flags on its own', () => {
    expect([...riskItems(initialAssessment)]).toEqual(['phq9']);
    expect(riskItems(ptsdJson as FormDefinition).size).toBe(0);
  });

  it('put the first responses on the main form and spread the rest in turn over the other forms', () => {
    const ptsd = ptsdJson as FormDefinition;
    const wellbeing = wellbeingJson as FormDefinition;
    const spread = [...scaleResponseDocuments({ definition: initialAssessment, formVersion: 1, responses: 40, formResponses: 10, others: [{ definition: ptsd, formVersion: 2 }, { definition: wellbeing, formVersion: 5 }], members: 5 })]
      .filter((document) => !document.path.endsWith('/review/flags'))
      .map((document) => document.data as unknown as SubmittedResponseDocument<Date>);
    const count = (id: string) => spread.filter((response) => response.formId === id).length;
    expect([count(initialAssessment.id), count(ptsd.id), count(wellbeing.id)]).toEqual([10, 15, 15]);
    expect(spread.slice(0, 10).every((response) => response.formId === initialAssessment.id && response.formVersion === 1)).toBe(true);
    for (const response of spread) {
      const definition = [initialAssessment, ptsd, wellbeing].find((form) => form.id === response.formId)!;
      expect(validateResponse(definition, response.data).errors).toEqual([]);
    }
    expect(spread.find((response) => response.formId === wellbeing.id)).toMatchObject({ formVersion: 5 });
    // without other forms every response is to the main form, whatever formResponses says
    const alone = [...scaleResponseDocuments({ definition: initialAssessment, formVersion: 1, responses: 12, formResponses: 4, members: 5 })]
      .filter((document) => !document.path.endsWith('/review/flags'))
      .map((document) => (document.data as unknown as SubmittedResponseDocument<Date>).formId);
    expect(alone).toEqual(Array(12).fill(initialAssessment.id));
  });

  it('keep one form at 10 000 responses past that size when other forms are published', () => {
    expect(mainFormResponses(100_000, 2)).toBe(MAIN_FORM_RESPONSES);
    expect(mainFormResponses(5_000, 2)).toBe(5_000);
    expect(mainFormResponses(100_000, 0)).toBe(100_000);
    expect(mainFormResponses(100_000, 2, 20_000)).toBe(20_000);
    expect(mainFormResponses(100, 2, 500)).toBe(100);
  });

  it('make onboarded members with consent', () => {
    const [first] = scaleMembers(3);
    expect(first).toMatchObject({ uid: 'scale-member-0001', doc: { consent: { healthData: { noticeVersion: '2026-01' } }, source: 'scale-seed' } });
  });
});

describe('scale seed arguments', () => {
  it('read --responses with defaults, and nothing without it', () => {
    expect(parseScaleArgs(['--responses', '10000'])).toEqual({ responses: 10000, members: 500, formId: 'initial-assessment', seed: undefined });
    expect(parseScaleArgs(['--quiet', '--responses', '20', '--members', '3', '--form', 'ptsd', '--seed', '4'])).toEqual({ responses: 20, members: 3, formId: 'ptsd', seed: 4 });
    expect(parseScaleArgs(['--responses', '100000', '--members', '2000', '--form-responses', '10000'])).toEqual({ responses: 100000, members: 2000, formId: 'initial-assessment', formResponses: 10000, seed: undefined });
    expect(parseScaleArgs(['--reset'])).toBeNull();
  });

  it('refuse bad values readably', () => {
    expect(() => parseScaleArgs(['--responses'])).toThrow('--responses needs a value.');
    expect(() => parseScaleArgs(['--responses', 'lots'])).toThrow(/whole number/);
    expect(() => parseScaleArgs(['--responses', '0'])).toThrow(/from 1/);
    expect(() => parseScaleArgs(['--members', '5'])).toThrow(/go with --responses/);
    expect(() => parseScaleArgs(['--responses', '10', '--form-responses', '11'])).toThrow(/--form-responses 11: use a whole number from 0 to 10/);
  });

  it('write to a local emulator only', () => {
    expect(isLocalEmulator({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8980' })).toBe(true);
    expect(isLocalEmulator({ FIRESTORE_EMULATOR_HOST: 'firestore.googleapis.com:443' })).toBe(false);
    expect(isLocalEmulator({})).toBe(false);
  });
});
