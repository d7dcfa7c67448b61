/**
 * What a publish will do, worked out before it happens (the publish dialog): the changes since
 * the current version in the product's words, grouped; the scoring-version rule; a migration that
 * cannot be made; and what happens to the members' open drafts. The same engine functions the
 * server runs (planMigration, diffDefinitions, draftImpact), so the dialog and publishForm agree.
 */
import { deriveMigration, diffDefinitions, draftImpact, type ChangeKind, type DefinitionIssue, type DraftAnswers, type DraftImpact, type FormDefinition, type Migration, type ScoringVersionProblem } from '@engine';
import { planMigration, type DeclaredChanges, type FormVersionStep } from '@model';

/** Headings of the change groups, in the order the dialog lists them. */
export const CHANGE_HEADINGS: Record<ChangeKind, string> = {
  added: 'Questions added',
  removed: 'Questions removed',
  renamed: 'Questions renamed',
  reworded: 'Questions reworded',
  choices: 'Choices changed',
  required: 'Required answers changed',
  conditions: 'Conditions changed',
  checks: 'Checks across questions changed',
  scoring: 'Scoring changed',
  sections: 'Sections changed',
  settings: 'Question and form settings changed',
};

export interface ChangeGroup {
  kind: ChangeKind;
  heading: string;
  lines: string[];
}

export interface PublishReview {
  /** the version this publish creates */
  version: number;
  groups: ChangeGroup[];
  /** scoring changed but its version did not: publishing waits for a new one (`proposed`) */
  scoring: ScoringVersionProblem | null;
  /** the changes cannot be carried to a new version (a declared name missing, say) */
  issues: DefinitionIssue[];
  /** the step drafts take from the current version to the new one */
  migration: Migration;
}

/** The review of publishing `draft` over `current` (numbered as stored) with what the builder recorded. */
export function reviewPublish(current: FormDefinition, draft: FormDefinition, declared: DeclaredChanges): PublishReview {
  const version = current.version + 1;
  const next = { ...draft, version };
  const { migration } = deriveMigration(current, next, declared);
  const { changes } = diffDefinitions(current, next, migration);
  const groups = (Object.keys(CHANGE_HEADINGS) as ChangeKind[]).flatMap((kind) => {
    const lines = changes.filter((c) => c.kind === kind).map((c) => c.text);
    return lines.length > 0 ? [{ kind, heading: CHANGE_HEADINGS[kind], lines }] : [];
  });
  const plan = planMigration(current, draft, declared);
  return {
    version,
    groups,
    scoring: !plan.ok && plan.reason === 'scoring-version' ? plan.problem : null,
    issues: !plan.ok && plan.reason === 'migration' ? plan.issues : [],
    migration,
  };
}

/** A published version as the dialog reads it: its definition and the migration stored with it. */
export type VersionStep = FormVersionStep;

/**
 * The chain from version 1 to the new one: each stored migration (derived from the two
 * definitions where a publish stored none, as the server does), then the step to `target`.
 */
export function chainTo(history: readonly VersionStep[], step: Migration): Migration[] {
  const byVersion = new Map(history.map((v) => [v.version, v]));
  const chain = history.flatMap((v) => {
    if (v.version <= 1) return [];
    if (v.migration) return [v.migration];
    const before = byVersion.get(v.version - 1);
    return before ? [deriveMigration(before.definition, v.definition).migration] : [];
  });
  return [...chain, step];
}

/** What publishing `target` does to the open drafts (counts only). */
export function impactOfPublish(drafts: readonly DraftAnswers[], history: readonly VersionStep[], review: PublishReview, target: FormDefinition): DraftImpact {
  return draftImpact(drafts, chainTo(history, review.migration), review.version, { ...target, version: review.version });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The draft impact in sentences (an administrator reads counts, never a member's answers). */
export function impactSentences(impact: DraftImpact, version: number): string[] {
  if (impact.carried + impact.notCarried === 0) return ['No member has an open draft of this form.'];
  const lines = [`${count(impact.carried, 'open draft', 'open drafts')} will be carried over to version ${version}.`];
  if (impact.answersNotFitting > 0) {
    lines.push(
      `${count(impact.answersNotFitting, 'answer', 'answers')} (in ${count(impact.draftsWithAnswersNotFitting, 'draft', 'drafts')}) would not fit the new version: ` +
        `${impact.answersNotFitting === 1 ? 'it is' : 'they are'} kept aside on the draft, never deleted, and shown to the reviewer with the response.`,
    );
  } else if (impact.carried > 0) {
    lines.push('Every answer fits the new version.');
  }
  if (impact.draftsToReask > 0) {
    lines.push(`${count(impact.draftsToReask, 'draft has', 'drafts have')} a question the member will be asked to answer again.`);
  }
  if (impact.notCarried > 0) {
    lines.push(`${count(impact.notCarried, 'draft', 'drafts')} cannot be carried (a version's changes are missing) and will stay on ${impact.notCarried === 1 ? 'its' : 'their'} version.`);
  }
  return lines;
}
