/**
 * Pure decisions of `npm run retention`: its options and where it may delete. The local
 * emulators unless `--production` is given on purpose, so a stray run never reaches a real project.
 */

export interface RetentionArgs {
  /** list what would go, delete nothing */
  dryRun: boolean;
  /** run against the real project named by GCLOUD_PROJECT (never implied) */
  production: boolean;
  /** print every expired document, not only the first rows of each kind */
  all: boolean;
  help: boolean;
}

export const RETENTION_USAGE = `Usage: npm run retention -- [--dry-run] [--all] [--production]

Deletes drafts untouched for longer than settings/site's draftRetentionDays and audit entries
older than its auditRetentionDays (the periods the Privacy notice states), as the daily
applyRetention function does, and records a retention.applied audit entry.

  --dry-run     list what would be deleted; delete nothing
  --all         list every document (default: the first 100 of each kind)
  --production  run against the real project in GCLOUD_PROJECT (needs credentials and
                FIRESTORE_EMULATOR_HOST unset). Without it, only the local emulators
                (PORT_OFFSET / PORT_FIRESTORE as npm run dev uses them).`;

/** Rows of each kind printed without --all. */
export const LISTED_ROWS = 100;

export function parseRetentionArgs(argv: readonly string[]): { ok: true; value: RetentionArgs } | { ok: false; error: string } {
  const known = new Set(['--dry-run', '--production', '--all', '--help', '-h']);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0) return { ok: false, error: `Unknown option ${unknown.map((arg) => `"${arg}"`).join(', ')}.` };
  return {
    ok: true,
    value: { dryRun: argv.includes('--dry-run'), production: argv.includes('--production'), all: argv.includes('--all'), help: argv.includes('--help') || argv.includes('-h') },
  };
}

export type RetentionTarget = { mode: 'emulator'; host: string; projectId: string } | { mode: 'production'; projectId: string };

const LOCAL_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d+$/;

/**
 * Where to run: the Firestore emulator at FIRESTORE_EMULATOR_HOST (set by with-emulators) or
 * else on the stack's port (`defaultHost`, from PORT_OFFSET); the real project only with
 * `--production`, a real (non-demo) project id and no emulator host in the environment.
 */
export function resolveRetentionTarget(
  args: Pick<RetentionArgs, 'production'>,
  env: Record<string, string | undefined>,
  defaultHost: string,
): { ok: true; target: RetentionTarget } | { ok: false; error: string } {
  const projectId = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || env.VITE_FIREBASE_PROJECT_ID || undefined;
  if (args.production) {
    if (!projectId) return { ok: false, error: '--production needs GCLOUD_PROJECT set to the real project id.' };
    if (projectId.startsWith('demo-')) return { ok: false, error: `"${projectId}" is a demo project id: it only exists in the emulators. Drop --production.` };
    if (env.FIRESTORE_EMULATOR_HOST) return { ok: false, error: 'FIRESTORE_EMULATOR_HOST is set: unset it to run against the real project, or drop --production.' };
    return { ok: true, target: { mode: 'production', projectId } };
  }
  const host = env.FIRESTORE_EMULATOR_HOST || defaultHost;
  if (!LOCAL_HOST.test(host)) {
    return { ok: false, error: `FIRESTORE_EMULATOR_HOST is ${host}, not a local emulator. Retention runs against the local emulators unless given --production.` };
  }
  return { ok: true, target: { mode: 'emulator', host, projectId: projectId ?? 'demo-wellness' } };
}
