import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdit, type Edit, type FormDefinition, type Migration } from '@engine';
import { type FormSource } from '@model';
import { parseDiffArgs, type DiffCommand } from './diff-args.ts';
import type { PublishedHistory } from './diff-history.ts';
import { formatDiff, loadCommitted, runDiff, type DiffReport, type DiffRun } from './diff.ts';
import { REPO_ROOT } from './load.ts';

async function committed(id: string): Promise<FormDefinition> {
  const def = await loadCommitted(REPO_ROOT, id);
  if (def === null || 'problems' in def) throw new Error(`no usable committed ${id}`);
  return def;
}

function edited(def: FormDefinition, edits: Edit[], version: number): FormDefinition {
  const next = edits.reduce((d, edit) => {
    const result = applyEdit(d, edit);
    if (!result.ok) throw new Error(result.refusal.message);
    return result.definition;
  }, def);
  return { ...next, version };
}

/** A published history held in memory: version n is `versions[n - 1]`. */
function history(versions: FormDefinition[], migrations: Record<number, Migration> = {}, source: FormSource = 'repo'): PublishedHistory {
  return {
    form: async () => (versions.length === 0 ? null : { currentVersion: versions.length, source }),
    version: async (n) => (versions[n - 1] ? { definition: versions[n - 1]!, migration: migrations[n] ?? null } : null),
  };
}

function command(...args: string[]): DiffCommand {
  const parsed = parseDiffArgs(args);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.command;
}

function reportOf(run: DiffRun): DiffReport {
  if (!run.ok) throw new Error(run.message);
  return run.report;
}

const sources = (h: PublishedHistory) => ({ history: h, committed: (id: string) => loadCommitted(REPO_ROOT, id) });

describe('forms diff: the committed file against the current published version', () => {
  it('unchanged, and never published', async () => {
    const ptsd = await committed('ptsd');
    expect(formatDiff(reportOf(await runDiff(command('ptsd'), sources(history([ptsd])))))).toBe(
      'ptsd ("PTSD Checklist for DSM-5 (PCL-5)"): version 1 → the committed file\nNote: unchanged: the committed file is version 1 as published\n',
    );
    expect(formatDiff(reportOf(await runDiff(command('ptsd'), sources(history([])))))).toBe(
      'ptsd ("PTSD Checklist for DSM-5 (PCL-5)"): the committed file (would publish as version 1)\nNote: not published yet: publishing creates version 1\n',
    );
  });

  it('an undeclared rename is reported as possible, a scoring change without a new version is refused in words', async () => {
    const ptsd = await committed('ptsd');
    const pcl5 = ptsd.scoring!.scales!.pcl5!;
    // what is published: the question under another name, and another cut-off, same scoring version
    const published = edited(ptsd, [
      { type: 'renameField', from: 'worstEvent', to: 'eventDescription' },
      { type: 'setScale', id: 'pcl5', scale: { ...pcl5, rules: { ...pcl5.rules, cutoff: { kind: 'totalAtLeast', title: pcl5.rules!.cutoff!.title, value: 31 } } } },
    ], 1);
    const undeclared = reportOf(await runDiff(command('ptsd'), sources(history([published]))));
    expect(undeclared.possibleRenames).toEqual([{ from: 'eventDescription', to: 'worstEvent', because: 'same title' }]);
    expect(formatDiff(undeclared)).toBe(
      [
        'ptsd ("PTSD Checklist for DSM-5 (PCL-5)"): version 1 → the committed file (would publish as version 2)',
        '  added      Question "If you feel comfortable doing so, briefly describe the wo…" (worstEvent) added to section "Your stressful experience"',
        '  removed    Question "If you feel comfortable doing so, briefly describe the wo…" (eventDescription) removed',
        '  scoring    Scale "PCL-5 total symptom severity": rules changed',
        '3 changes; scoring changed.',
        "Possible rename (same title): eventDescription → worstEvent. Declare it with --rename eventDescription=worstEvent, or members' answers to eventDescription are kept aside instead of carried over.",
        'The scoring changed (Scale "PCL-5 total symptom severity": rules changed) but its version is still "pcl5-2". Set a new scoring version, such as "pcl5-3", so scores made before and after the change are never compared as if they were the same.',
        '',
      ].join('\n'),
    );
    const declared = reportOf(await runDiff(command('ptsd', '--rename', 'eventDescription=worstEvent'), sources(history([published]))));
    expect(declared.possibleRenames).toEqual([]);
    expect(declared.changes.map((c) => c.text)).toEqual([
      'Question "If you feel comfortable doing so, briefly describe the wo…" renamed from eventDescription to worstEvent',
      'Scale "PCL-5 total symptom severity": rules changed',
    ]);
    expect(declared.migration).toEqual({ formId: 'ptsd', from: 1, to: 2, renamed: [{ from: 'eventDescription', to: 'worstEvent' }], removed: [], values: [], reask: [] });
  });

  it('a declared rename that does not fit, an unknown form and a form the builder owns', async () => {
    const ptsd = await committed('ptsd');
    const published = edited(ptsd, [{ type: 'setForm', title: 'PCL-5' }], 1);
    expect(await runDiff(command('ptsd', '--rename', 'nothing=worstEvent'), sources(history([published])))).toEqual({
      ok: false,
      code: 2,
      message: 'the declared renames do not fit:\n  version 1 has no question "nothing" to rename',
    });
    expect(await runDiff(command('no-such-form'), sources(history([])))).toMatchObject({ ok: false, code: 2 });
    const owned = reportOf(await runDiff(command('ptsd'), sources(history([published], {}, 'builder'))));
    expect(owned.notes[0]).toMatch(/^`forms publish` refuses this form: a form with this id was made in the FormBuilder/);
    expect(owned.changes.map((c) => c.text)).toEqual(['Form title changed from "PCL-5" to "PTSD Checklist for DSM-5 (PCL-5)"']);
  });
});

describe('forms diff: between published versions', () => {
  it('follows stored migrations across three versions, and says where none was stored', async () => {
    const ia = await committed('initial-assessment');
    const v2 = edited(ia, [{ type: 'renameField', from: 'whyNow', to: 'reasonForComing' }], 2);
    const v3 = edited(v2, [{ type: 'renameField', from: 'reasonForComing', to: 'reasonNow' }, { type: 'removeField', name: 'goals' }], 3);
    const m2: Migration = { formId: 'initial-assessment', from: 1, to: 2, renamed: [{ from: 'whyNow', to: 'reasonForComing' }], removed: [], values: [], reask: [] };
    const m3: Migration = { formId: 'initial-assessment', from: 2, to: 3, renamed: [{ from: 'reasonForComing', to: 'reasonNow' }], removed: ['goals'], values: [], reask: [] };
    const stored = reportOf(await runDiff(command('initial-assessment', '1'), sources(history([ia, v2, v3], { 2: m2, 3: m3 }))));
    expect(stored.changes.map((c) => `${c.kind}: ${c.text}`)).toEqual([
      'renamed: Question "What made you decide to look for support now?" renamed from whyNow to reasonNow',
      'removed: Question "What would you like to be different by the end of our wor…" (goals) removed',
    ]);
    expect(stored.notes).toEqual([]);
    const partly = reportOf(await runDiff(command('initial-assessment', '1', '3'), sources(history([ia, v2, v3], { 3: m3 }))));
    expect(partly.derivedSteps).toEqual([2]);
    expect(partly.changes.map((c) => c.kind)).toEqual(['added', 'removed', 'removed']);
    expect(partly.notes).toEqual(['no migration was stored for version 2: a renamed question shows as removed and added there']);
  });

  it('unknown versions and forms are exit-2 results, the same version is nothing to compare', async () => {
    const ptsd = await committed('ptsd');
    const h = history([ptsd, { ...ptsd, version: 2 }]);
    expect(await runDiff(command('ptsd', '1', '3'), sources(h))).toEqual({ ok: false, code: 2, message: 'form "ptsd" has no version 3: its published versions are 1 to 2' });
    expect(await runDiff(command('ptsd', '3'), sources(h))).toMatchObject({ ok: false, code: 2 });
    expect(await runDiff(command('ptsd', '1'), sources(history([])))).toEqual({ ok: false, code: 2, message: 'form "ptsd" has no published versions' });
    expect(formatDiff(reportOf(await runDiff(command('ptsd', '2', '2'), sources(h))))).toBe('ptsd ("PTSD Checklist for DSM-5 (PCL-5)"): version 2 → version 2\nNote: the same version: nothing to compare\n');
    expect(formatDiff(reportOf(await runDiff(command('ptsd', '1', '2'), sources(h))))).toBe([
        'ptsd ("PTSD Checklist for DSM-5 (PCL-5)"): version 1 → version 2',
        '  no changes',
        'Note: no migration was stored for version 2: a renamed question shows as removed and added there',
        '',
      ].join('\n'));
  });
});

describe('forms diff on the command line', { timeout: 30_000 }, () => {
  const run = (...args: string[]) => {
    const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['scripts/forms.ts', 'diff', ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('an unknown committed form or bad versions exit 2 with the reason, before any Firestore is needed', () => {
    const unknown = run('no-such-form');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('there is no committed form "no-such-form" (schemas/forms/no-such-form.json)');
    const backwards = run('ptsd', '3', '1');
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('give the older version first: diff ptsd 1 3');
  });
});
