/**
 * `npm run retention -- [--dry-run] [--all] [--production]`: the daily retention run by hand, with
 * the same core as the scheduled `applyRetention` function (functions/src/retention/core.ts).
 * Prints what will go (a table and totals); without --dry-run then deletes it and records the
 * retention.applied audit entry. Local emulators only unless --production (see retention/target.ts).
 * Exit codes: 0 done, 1 failed, 2 usage or refused target.
 */
import { retentionInWords, retentionSummary, type RetentionItem, type RetentionReport } from '@model';
import { LISTED_ROWS, RETENTION_USAGE, parseRetentionArgs, resolveRetentionTarget } from './retention/target.ts';
import { PORTS, hostPort } from './stack/hosts.mjs';
import { bold, fail, ok, step, table, warn } from './stack/log.mjs';

const KIND_WORDS: Record<RetentionItem['kind'], string> = { draft: 'draft (responses)', audit: 'audit entry (auditLog)' };

/** The table of what goes, at most LISTED_ROWS per kind unless `all`. */
function printItems(report: RetentionReport, all: boolean): void {
  if (report.items.length === 0) return;
  const rows: (string | number)[][] = [['Kind', 'Document', 'Age (days)']];
  const hidden: string[] = [];
  for (const kind of ['draft', 'audit'] as const) {
    const ofKind = report.items.filter((item) => item.kind === kind);
    const shown = all ? ofKind : ofKind.slice(0, LISTED_ROWS);
    rows.push(...shown.map((item) => [KIND_WORDS[item.kind], item.id, item.ageDays]));
    if (shown.length < ofKind.length) hidden.push(`${ofKind.length - shown.length} more ${kind === 'draft' ? 'drafts' : 'audit entries'}`);
  }
  console.log(table(rows));
  if (hidden.length > 0) console.log(`… and ${hidden.join(' and ')} (--all lists them all).`);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseRetentionArgs(argv);
  if (!parsed.ok) {
    fail(parsed.error);
    console.error(RETENTION_USAGE);
    return 2;
  }
  const args = parsed.value;
  if (args.help) {
    console.log(RETENTION_USAGE);
    return 0;
  }
  const resolved = resolveRetentionTarget(args, process.env, hostPort(PORTS.firestore));
  if (!resolved.ok) {
    fail(resolved.error);
    return 2;
  }
  const { target } = resolved;
  // loaded only now: a usage error or a refused target answers without starting the Admin SDK
  const { emulatorAnswers, openFirestore } = await import('./forms/publish.ts');
  const { runRetention } = await import('../functions/src/retention/core.ts');
  if (target.mode === 'emulator' && !(await emulatorAnswers(target.host))) {
    fail(`The Firestore emulator is not answering at ${target.host}. Start the stack (npm run dev; PORT_OFFSET moves it) and run this again.`);
    return 1;
  }
  if (target.mode === 'production') warn(`Running against the REAL project ${bold(target.projectId)} (--production).`);
  else step(`Emulator ${target.host}, project ${target.projectId}.`);

  const { db, close } = openFirestore(target);
  try {
    const plan = await runRetention(db, { dryRun: true, trigger: 'cli' });
    step(
      `Periods from settings/site: drafts ${retentionInWords(plan.draftRetentionDays)} (saved before ${plan.draftsBefore}), ` +
        `audit entries ${retentionInWords(plan.auditRetentionDays)} (recorded before ${plan.auditBefore}).`,
    );
    printItems(plan, args.all);
    ok(retentionSummary(plan));
    if (args.dryRun) {
      console.log('Dry run: nothing was deleted.');
      return 0;
    }
    if (plan.items.length === 0) {
      ok('Nothing to delete.');
      return 0;
    }
    step('Deleting…');
    const done = await runRetention(db, { dryRun: false, trigger: 'cli' });
    ok(retentionSummary(done));
    ok('Recorded a retention.applied audit entry.');
    return 0;
  } catch (error) {
    fail(`Retention failed: ${(error as Error).message}. What was deleted stays deleted; run it again to carry on.`);
    return 1;
  } finally {
    await close();
  }
}

process.exitCode = await main(process.argv.slice(2));
