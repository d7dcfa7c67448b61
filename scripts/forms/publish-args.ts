/**
 * The arguments of `npm run forms -- publish [form-id] [--rename old=new ...] [--no-rename]`.
 * A rename is declared for one form, so --rename and --no-rename need its id.
 */
import { parseDiffArgs } from './diff-args.ts';

export interface PublishCommand {
  verb: 'publish';
  /** null: every committed form */
  formId: string | null;
  /** renames the author declares between the published version and the committed file */
  renames: { from: string; to: string }[];
  /** the author says the look-alike removed + added questions are different questions */
  noRename: boolean;
}

export const PUBLISH_USAGE = `  publish [form-id] [--rename old=new ...] [--no-rename]
                                 publish definitions to Firestore (emulator unless configured); a question that
                                 looks renamed must be declared: --rename old=new, or --no-rename (new questions)`;

/** Parse what follows `publish`, or explain what is wrong. */
export function parsePublishArgs(rest: string[]): { ok: true; command: PublishCommand } | { ok: false; error: string } {
  const positional: string[] = [];
  const renameArgs: string[] = [];
  let noRename = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--no-rename') noRename = true;
    else if (arg === '--rename') renameArgs.push(arg, rest[++i] ?? '');
    else if (arg.startsWith('--rename=')) renameArgs.push(arg);
    else if (arg.startsWith('--')) return { ok: false, error: `publish does not know the option "${arg}"` };
    else positional.push(arg);
  }
  if (positional.length > 1) return { ok: false, error: 'publish takes at most one <form-id>' };
  const [id] = positional;
  if (id === undefined) {
    if (renameArgs.length > 0 || noRename) return { ok: false, error: '--rename and --no-rename are about one form: name it, like publish ptsd --rename old=new' };
    return { ok: true, command: { verb: 'publish', formId: null, renames: [], noRename: false } };
  }
  // the form id and each --rename are read exactly as `diff` reads them
  const parsed = parseDiffArgs([id, ...renameArgs]);
  if (!parsed.ok) return { ok: false, error: parsed.error.replace(/^diff /, 'publish ') };
  if (noRename && parsed.command.renames.length > 0) return { ok: false, error: 'give either --rename or --no-rename, not both' };
  return { ok: true, command: { verb: 'publish', formId: parsed.command.formId, renames: parsed.command.renames, noRename } };
}
