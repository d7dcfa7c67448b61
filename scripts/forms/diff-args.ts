/** The arguments of `npm run forms -- diff <form-id> [from] [to] [--rename old=new ...] [--json]`. */

export interface DiffCommand {
  verb: 'diff';
  formId: string;
  /** null: compare the committed file with the current published version */
  from: number | null;
  /** null: the current published version */
  to: number | null;
  /** renames the author declares for the committed file (the builder records its own) */
  renames: { from: string; to: string }[];
  json: boolean;
}

export const DIFF_USAGE = `  diff <form-id> [from] [to] [--rename old=new ...] [--json]
                                 what changed between two published versions (to: the current one), or without
                                 versions between the current published version and the committed file (what
                                 publish would do); --rename declares a rename in the committed file`;

const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const QUESTION_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function version(text: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

/** Parse what follows `diff`, or explain what is wrong. */
export function parseDiffArgs(rest: string[]): { ok: true; command: DiffCommand } | { ok: false; error: string } {
  const positional: string[] = [];
  const renames: DiffCommand['renames'] = [];
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--rename' || arg.startsWith('--rename=')) {
      const value = arg === '--rename' ? rest[++i] : arg.slice('--rename='.length);
      const [from, to, ...extra] = (value ?? '').split('=');
      if (value === undefined || extra.length > 0 || !from || !to || !QUESTION_NAME.test(from) || !QUESTION_NAME.test(to)) {
        return { ok: false, error: `--rename needs old=new with two question names, like --rename sleep_hours=sleepHours (got "${value ?? ''}")` };
      }
      renames.push({ from, to });
    } else if (arg.startsWith('--')) return { ok: false, error: `diff does not know the option "${arg}"` };
    else positional.push(arg);
  }
  const [id, fromText, toText, ...extra] = positional;
  if (id === undefined || extra.length > 0) return { ok: false, error: 'diff needs <form-id> and at most two versions: diff <form-id> [from] [to]' };
  if (!FORM_ID.test(id)) return { ok: false, error: `"${id}" is not a form id (lowercase words joined by hyphens)` };
  const from = fromText === undefined ? null : version(fromText);
  const to = toText === undefined ? null : version(toText);
  if (fromText !== undefined && from === null) return { ok: false, error: `"${fromText}" is not a version number (1, 2, 3 ...)` };
  if (toText !== undefined && to === null) return { ok: false, error: `"${toText}" is not a version number (1, 2, 3 ...)` };
  if (from !== null && to !== null && from > to) return { ok: false, error: `give the older version first: diff ${id} ${to} ${from}` };
  if (from !== null && renames.length > 0) return { ok: false, error: '--rename declares renames in the committed file: use it without versions' };
  return { ok: true, command: { verb: 'diff', formId: id, from, to, renames, json } };
}
