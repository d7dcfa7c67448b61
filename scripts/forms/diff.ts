/**
 * `forms diff`: what changed between two published versions of a form, or what publishing the
 * committed file would change, in the same words the FormBuilder shows before publishing.
 * Pure apart from the history and the committed file it is given; `formatDiff` is the text.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { composeSteps, contentHash, deriveMigration, diffDefinitions, migrationIssues, scoringVersionProblem, type FormChange, type FormDefinition, type Migration, type PossibleRename, type QuestionChanges, type ScoringVersionProblem } from '@engine';
import { planPublish } from '@model';
import type { DiffCommand } from './diff-args.ts';
import type { PublishedHistory } from './diff-history.ts';
import { loadForms } from './load.ts';
import { formatIssue } from './output.ts';

export interface DiffReport {
  formId: string;
  title: string;
  /** null: never published */
  from: number | null;
  /** null: the committed file */
  to: number | null;
  /** the version the committed file would be published as (comparing with the file) */
  nextVersion: number | null;
  changes: FormChange[];
  scoringChanged: boolean;
  possibleRenames: PossibleRename[];
  scoringVersionProblem: ScoringVersionProblem | null;
  /** versions whose migration was not stored, so renames between them could not be known */
  derivedSteps: number[];
  migration: QuestionChanges | null;
  notes: string[];
}

export type DiffRun = { ok: true; report: DiffReport } | { ok: false; code: 1 | 2; message: string };

export interface DiffSources {
  history: PublishedHistory;
  /** the committed definition, null when there is no file, or the reasons it cannot be used */
  committed: (formId: string) => Promise<FormDefinition | null | { problems: string[] }>;
}

/** The committed definition of `formId` from schemas/forms under `root`. */
export async function loadCommitted(root: string, formId: string): Promise<FormDefinition | null | { problems: string[] }> {
  try {
    await access(path.join(root, 'schemas/forms', `${formId}.json`));
  } catch {
    return null;
  }
  const { definitions, problems } = await loadForms(root, formId);
  return definitions[0] ?? { problems: problems.flatMap((p) => p.issues.map(formatIssue)) };
}

const report = (base: Pick<DiffReport, 'formId' | 'title' | 'from' | 'to' | 'nextVersion'>, rest: Partial<DiffReport> = {}): DiffReport => ({
  changes: [],
  scoringChanged: false,
  possibleRenames: [],
  scoringVersionProblem: null,
  derivedSteps: [],
  migration: null,
  notes: [],
  ...base,
  ...rest,
});

/** The committed file against the current published version: what `forms publish` would do. */
async function diffCommitted(command: DiffCommand, sources: DiffSources): Promise<DiffRun> {
  const { formId } = command;
  const committed = await sources.committed(formId);
  if (committed === null) return { ok: false, code: 2, message: `there is no committed form "${formId}" (schemas/forms/${formId}.json); give versions to compare published ones` };
  if ('problems' in committed) return { ok: false, code: 1, message: `schemas/forms/${formId}.json cannot be published as it is:\n${committed.problems.join('\n')}` };
  const form = await sources.history.form();
  const current = form?.currentVersion ?? null;
  const base = { formId, title: committed.title, from: current, to: null, nextVersion: (current ?? 0) + 1 };
  if (current === null) return { ok: true, report: report(base, { notes: ['not published yet: publishing creates version 1'] }) };
  const published = await sources.history.version(current);
  if (!published) return { ok: false, code: 1, message: `forms/${formId} says version ${current} is current, but versions/${current} holds no definition` };
  // numbered as `forms publish` numbers it; the migration always joins consecutive versions
  const plan = planPublish({ currentVersion: current, contentHash: contentHash(published.definition), source: form?.source }, contentHash(committed), 'repo');
  if (plan.action === 'unchanged') {
    return { ok: true, report: report({ ...base, nextVersion: null }, { notes: [`unchanged: the committed file is version ${current} as published`] }) };
  }
  const notes = plan.action === 'refuse' ? [`\`forms publish\` refuses this form: ${plan.reason}`] : [];
  if (plan.action === 'create' && plan.version !== current + 1) notes.push(`the file's version makes publish skip to version ${plan.version}`);
  const next = { ...committed, version: current + 1 };
  const derived = deriveMigration(published.definition, next, { renamed: command.renames });
  const issues = migrationIssues(derived.migration, published.definition, next);
  if (issues.length > 0) return { ok: false, code: 2, message: `the declared renames do not fit:\n${issues.map((i) => `  ${i.message}`).join('\n')}` };
  const diff = diffDefinitions(published.definition, next, derived.migration);
  return {
    ok: true,
    report: report({ ...base, nextVersion: plan.action === 'create' ? plan.version : null }, {
      ...diff,
      possibleRenames: derived.possibleRenames,
      scoringVersionProblem: scoringVersionProblem(published.definition, next, derived.migration),
      migration: derived.migration,
      notes,
    }),
  };
}

/** Two published versions (to: the current one when not given). */
async function diffPublished(command: DiffCommand, sources: DiffSources): Promise<DiffRun> {
  const { formId } = command;
  const form = await sources.history.form();
  if (!form || form.currentVersion === null) return { ok: false, code: 2, message: `form "${formId}" has no published versions` };
  const current = form.currentVersion;
  const from = command.from!;
  const to = command.to ?? current;
  for (const version of [from, to]) {
    if (version > current) return { ok: false, code: 2, message: `form "${formId}" has no version ${version}: its published versions are 1 to ${current}` };
  }
  if (from > to) return { ok: false, code: 2, message: `version ${from} is newer than ${to}: give the older version first` };
  const versions = new Map<number, { definition: FormDefinition; migration: Migration | null }>();
  for (let n = from; n <= to; n++) {
    const stored = await sources.history.version(n);
    if (!stored) return { ok: false, code: 2, message: `form "${formId}" has no stored version ${n}` };
    versions.set(n, stored);
  }
  const older = versions.get(from)!.definition;
  const newer = versions.get(to)!.definition;
  const base = { formId, title: newer.title, from, to, nextVersion: null };
  if (from === to) return { ok: true, report: report(base, { notes: ['the same version: nothing to compare'] }) };
  // each step's stored migration, or (for versions published before migrations were stored) one derived without renames
  const steps: Migration[] = [];
  const derivedSteps: number[] = [];
  for (let n = from + 1; n <= to; n++) {
    const stored = versions.get(n)!.migration;
    if (stored && stored.from === n - 1 && stored.to === n) steps.push(stored);
    else {
      derivedSteps.push(n);
      steps.push(deriveMigration(versions.get(n - 1)!.definition, versions.get(n)!.definition).migration);
    }
  }
  const changes = composeSteps(steps);
  const diff = diffDefinitions(older, newer, changes);
  const notes = derivedSteps.length > 0
    ? [`no migration was stored for version${derivedSteps.length === 1 ? '' : 's'} ${derivedSteps.join(', ')}: a renamed question shows as removed and added there`]
    : [];
  return { ok: true, report: report(base, { ...diff, derivedSteps, migration: changes, notes }) };
}

/** The diff a command asks for, or why there is none (exit 2: unknown form or version; 1: unusable data). */
export function runDiff(command: DiffCommand, sources: DiffSources): Promise<DiffRun> {
  return command.from === null ? diffCommitted(command, sources) : diffPublished(command, sources);
}

const KIND_WIDTH = 11;

/** The readable text of a diff: a heading, one line per change, then what to do before publishing. */
export function formatDiff(r: DiffReport): string {
  const against = r.to === null ? `the committed file${r.nextVersion === null ? '' : ` (would publish as version ${r.nextVersion})`}` : `version ${r.to}`;
  const heading = r.from === null ? `${r.formId} ("${r.title}"): ${against}` : `${r.formId} ("${r.title}"): version ${r.from} → ${against}`;
  const lines = [heading];
  for (const change of r.changes) lines.push(`  ${change.kind.padEnd(KIND_WIDTH)}${change.text}`);
  // nothing was compared when there is no migration (never published, unchanged, the same version): the note says why
  if (r.changes.length === 0 && r.migration !== null) lines.push('  no changes');
  if (r.changes.length > 0) {
    const count = `${r.changes.length} change${r.changes.length === 1 ? '' : 's'}`;
    lines.push(`${count}; scoring ${r.scoringChanged ? 'changed' : 'unchanged'}.`);
  }
  for (const rename of r.possibleRenames) {
    lines.push(
      `Possible rename (${rename.because}): ${rename.from} → ${rename.to}. Declare it with --rename ${rename.from}=${rename.to}, or members' answers to ${rename.from} are kept aside instead of carried over.`,
    );
  }
  if (r.scoringVersionProblem) lines.push(r.scoringVersionProblem.message);
  for (const note of r.notes) lines.push(`Note: ${note}`);
  return `${lines.join('\n')}\n`;
}
