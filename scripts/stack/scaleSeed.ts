// The scale seed's generators (`npm run seed -- --responses 10000`): realistic members and
// submitted responses to one form, scored by the engine, with their review/flags documents.
// Pure and deterministic: the same options always give the same documents (seeded generator,
// fixed dates), so a second run overwrites rather than adds. seedScale.mjs writes them.
import { score, type FlagTrigger, type FormDefinition } from '@engine';
import { COLLECTIONS, openRank, responseReviewDocument, responseReviewPath, submittedResponseFields } from '@model';
import { fillAnswers, pick, randomInt, randomName, scaleAnswers, seededRandom, type Random } from './answers.ts';

export interface ScaleSeedOptions {
  /** the published form the responses are to (the first `formResponses` of them), and its version */
  definition: FormDefinition;
  formVersion: number;
  responses: number;
  /** how many responses go to `definition` (all when absent); the rest are spread in turn over `others` */
  formResponses?: number;
  /** other published forms (their current versions): a practice's regular measures beside the main form */
  others?: readonly { definition: FormDefinition; formVersion: number }[];
  members: number;
  /** how many responses the first member gets (the bench's member record); the rest are spread over the others */
  heavyMemberResponses?: number;
  seed?: number;
  /** the latest submission date; responses spread over the year before it */
  until?: Date;
}

export const SCALE_DEFAULTS = { members: 500, heavyMemberResponses: 200, seed: 20_261_123, until: new Date('2026-11-01T12:00:00Z') } as const;

/**
 * Responses to the main form at most, by default: past it, the rest go to the other forms, so one
 * form's CSV stays at this size however many responses are seeded (100 000 responses: 10 000 initial
 * assessments and 90 000 regular measures).
 */
export const MAIN_FORM_RESPONSES = 10_000;
/** The other committed forms the scale seed spreads responses over (when published): the regular measures. */
export const SCALE_OTHER_FORMS = ['ptsd', 'indian-head'] as const;

/** Pure: how many responses go to the main form: `asked`, else all up to MAIN_FORM_RESPONSES (all of them when there is no other form). */
export function mainFormResponses(responses: number, otherForms: number, asked?: number): number {
  if (asked !== undefined) return Math.min(asked, responses);
  return otherForms === 0 ? responses : Math.min(responses, MAIN_FORM_RESPONSES);
}

/** The reviewer who acknowledged the scale seed's older flags (the demo administrator). */
const REVIEWER = { by: 'demo-admin', byName: 'Alex Morgan' };
const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** Share of flags raised more than two weeks before `until` that a reviewer has acknowledged. */
const ACKNOWLEDGED_RATE = 0.9;
/** How often an answer that raises a flag on its own (PHQ-9 item 9) is above its calm value. */
const RISK_ITEM_RATE = 0.04;
/** How often a choice question gets its first choice: risk questions answered "yes" now and then. */
const FIRST_CHOICE = 0.97;

/** scale-member-0001 …: ids that sort, never clash with the demo accounts. */
export const scaleMemberId = (n: number): string => `scale-member-${String(n).padStart(4, '0')}`;
/** A response id shaped like a submission key: 20 letters and digits. */
export const scaleResponseId = (n: number): string => `scale${String(n).padStart(15, '0')}`;

export interface ScaleMember {
  uid: string;
  /** users/{uid} (dates as Dates) */
  doc: Record<string, unknown>;
}

/** `count` onboarded members with names, consent and a membership. */
export function scaleMembers(count: number, seed: number = SCALE_DEFAULTS.seed, until: Date = SCALE_DEFAULTS.until): ScaleMember[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const uid = scaleMemberId(index + 1);
    const joined = new Date(until.getTime() - YEAR - randomInt(random, 1, 60) * DAY);
    const displayName = randomName(random);
    return {
      uid,
      doc: {
        displayName,
        email: `${uid}@example.test`,
        createdAt: joined,
        consent: { healthData: { givenAt: joined, noticeVersion: '2026-01' } },
        onboarding: { healthConsentAt: joined, initialAssessmentAt: new Date(joined.getTime() + DAY) },
        membership: { plan: 'monthly', status: pick(random, ['active', 'active', 'active', 'cancelled']), renewsAt: new Date(until.getTime() + 30 * DAY) },
        source: 'scale-seed',
      },
    };
  });
}

/** Scale items whose answer alone raises a flag (`{field: item, atLeast}`): kept calm but for a few. */
export function riskItems(definition: FormDefinition): Set<string> {
  const items = new Set(Object.values(definition.scoring?.scales ?? {}).flatMap((scale) => scale.items));
  const found = new Set<string>();
  const visit = (trigger: FlagTrigger): void => {
    if (trigger.kind === 'anyOf') trigger.triggers.forEach(visit);
    else if (trigger.kind === 'answer' && 'field' in trigger.when && items.has(trigger.when.field)) found.add(trigger.when.field);
  };
  for (const flag of definition.scoring?.flags ?? []) visit(flag.trigger);
  return found;
}

/** Which member each response belongs to: the first member `heavy` of them, the rest at random. */
export function responseOwners(random: Random, responses: number, members: number, heavy: number): number[] {
  const first = Math.min(heavy, responses);
  return Array.from({ length: responses }, (_, index) => (index < first || members < 2 ? 1 : randomInt(random, 2, members)));
}

export interface ScaleDocument {
  path: string;
  data: Record<string, unknown>;
}

/**
 * The responses and their review documents, two documents per response, lazily (10 000
 * responses are scored as they are written, not held at once). Each member has a severity
 * that eases over the year with noise, so every band is well represented and totals move.
 */
export function* scaleResponseDocuments(options: ScaleSeedOptions): Generator<ScaleDocument> {
  const { responses, members } = options;
  const seed = options.seed ?? SCALE_DEFAULTS.seed;
  const until = options.until ?? SCALE_DEFAULTS.until;
  const random = seededRandom(seed + 1);
  const owners = responseOwners(random, responses, members, options.heavyMemberResponses ?? SCALE_DEFAULTS.heavyMemberResponses);
  const baseline = Array.from({ length: members + 1 }, () => 0.1 + random() * 0.85);
  const others = options.others ?? [];
  const main = others.length ? Math.min(options.formResponses ?? responses, responses) : responses;
  // each form's scales and calm items, worked out once
  const forms = [{ definition: options.definition, formVersion: options.formVersion }, ...others].map((form) => ({
    ...form,
    calm: riskItems(form.definition),
    scales: Object.values(form.definition.scoring?.scales ?? {}),
  }));
  for (let index = 0; index < responses; index++) {
    const { definition, formVersion, calm, scales } = forms[index < main ? 0 : 1 + ((index - main) % others.length)]!;
    const member = owners[index]!;
    const ageMs = Math.floor(random() * YEAR);
    const submittedAt = new Date(until.getTime() - ageMs);
    // severity eases by up to a third over the year, with noise: bands from minimal to severe
    const level = Math.min(1, Math.max(0, baseline[member]! - 0.3 * (1 - ageMs / YEAR) + (random() - 0.5) * 0.3));
    const chosen: Record<string, number> = {};
    for (const scale of scales) {
      const pinned = Object.fromEntries(scale.items.filter((item) => calm.has(item) && random() >= RISK_ITEM_RATE).map((item) => [item, scale.itemMin]));
      const freeCount = scale.items.length - Object.keys(pinned).length;
      const pinnedTotal = Object.keys(pinned).length * scale.itemMin;
      const total = pinnedTotal + Math.round(level * freeCount * (scale.itemMax - scale.itemMin)) + freeCount * scale.itemMin;
      Object.assign(chosen, scaleAnswers(random, scale, total, pinned));
    }
    const data = fillAnswers(random, definition, chosen, { firstChoice: FIRST_CHOICE });
    const result = score(definition, data);
    const id = scaleResponseId(index + 1);
    const facts = { formId: definition.id, formVersion, memberId: scaleMemberId(member), data, result };
    yield { path: `${COLLECTIONS.responses}/${id}`, data: { ...submittedResponseFields(facts), createdAt: submittedAt, updatedAt: submittedAt, submittedAt } };
    const review = responseReviewDocument({ ...facts, submittedAt });
    const old = ageMs > 14 * DAY;
    const flags = review.flags.map((flag) =>
      old && random() < ACKNOWLEDGED_RATE
        ? { ...flag, acknowledged: { ...REVIEWER, at: new Date(submittedAt.getTime() + DAY), note: 'Reviewed in the weekly catch-up; followed up with the member.' } }
        : flag,
    );
    yield { path: responseReviewPath(id), data: { ...review, flags, open: flags.filter((flag) => !flag.acknowledged).length, openRank: openRank(flags) } };
  }
}
