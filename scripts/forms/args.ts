/** The verbs of `npm run forms -- <verb>` and what each needs. */
export type FormsCommand =
  | { verb: 'check' }
  | { verb: 'validate'; formId: string; dataPath: string }
  | { verb: 'score'; formId: string; dataPath: string }
  | { verb: 'publish'; formId: string | null }
  | { verb: 'help' };

export const USAGE = `Usage: npm run -s forms -- <verb>
  check                          check every file in schemas/ (forms and meta-schemas)
  validate <form-id> <data.json> validate answers; exit 1 with readable messages when invalid
  score <form-id> <data.json>    print scale totals, bands, subscales, rules and flags as JSON
  publish [form-id]              publish definitions to Firestore (emulator unless configured)
Environment for publish: FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080),
  GCLOUD_PROJECT or VITE_FIREBASE_PROJECT_ID (default demo-wellness),
  FORMS_PUBLISH_TARGET=production to write to the real project with application default credentials.`;

const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Parse the CLI arguments (without node and script), or explain what is wrong. */
export function parseArgs(argv: string[]): { ok: true; command: FormsCommand } | { ok: false; error: string } {
  const [verb, ...rest] = argv;
  const formId = (id: string | undefined): string | null => (id !== undefined && FORM_ID.test(id) ? id : null);
  switch (verb) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { ok: true, command: { verb: 'help' } };
    case 'check':
      if (rest.length > 0) return { ok: false, error: 'check takes no arguments' };
      return { ok: true, command: { verb: 'check' } };
    case 'validate':
    case 'score': {
      const [id, dataPath, ...extra] = rest;
      if (id === undefined || dataPath === undefined || extra.length > 0) {
        return { ok: false, error: `${verb} needs exactly <form-id> <data.json>` };
      }
      const checked = formId(id);
      if (checked === null) return { ok: false, error: `"${id}" is not a form id (lowercase words joined by hyphens)` };
      return { ok: true, command: { verb, formId: checked, dataPath } };
    }
    case 'publish': {
      if (rest.length > 1) return { ok: false, error: 'publish takes at most one <form-id>' };
      if (rest[0] === undefined) return { ok: true, command: { verb: 'publish', formId: null } };
      const checked = formId(rest[0]);
      if (checked === null) return { ok: false, error: `"${rest[0]}" is not a form id (lowercase words joined by hyphens)` };
      return { ok: true, command: { verb: 'publish', formId: checked } };
    }
    default:
      return { ok: false, error: `unknown verb "${verb}"` };
  }
}
