import { DIFF_USAGE, parseDiffArgs, type DiffCommand } from './diff-args.ts';

/** The verbs of `npm run forms -- <verb>` and what each needs. */
export type FormsCommand =
  /** no files: everything in schemas/; else just these definition files */
  | { verb: 'check'; files: string[] }
  /** print the definition read from a definition file, an RJSF document or a JSON Schema */
  | { verb: 'import'; file: string; id: string | null }
  /** print a definition (a file, or a committed form by id) as an RJSF {schema, uiSchema} document, or a FHIR R4 Questionnaire */
  | { verb: 'export'; source: { file: string } | { formId: string }; fhir: boolean }
  /** print responses (a JSON file) as a FHIR Bundle of QuestionnaireResponse and Observation */
  | { verb: 'bundle'; source: { file: string } | { formId: string }; responses: string }
  | { verb: 'validate'; formId: string; dataPath: string }
  | { verb: 'score'; formId: string; dataPath: string }
  | { verb: 'publish'; formId: string | null }
  | DiffCommand
  | { verb: 'help' };

export const USAGE = `Usage: npm run -s forms -- <verb>
  check [file.json ...]          check every file in schemas/ (forms and meta-schemas), or just these definition files
  import <file.json> [--id ID]   print the definition read from a definition file, an RJSF {schema, uiSchema}
                                 document, a JSON Schema (draft-07 converted) or a FHIR R4 Questionnaire; notes on
                                 stderr; exit 1 with the reason
  export <definition.json | form-id> [--fhir]
                                 print the definition as an RJSF {"schema", "uiSchema"} document, or with --fhir as a
                                 FHIR R4 Questionnaire (what FHIR has no form for is named on stderr)
  bundle <definition.json | form-id> <responses.json>
                                 print responses ([{id, memberId, formVersion?, data, submittedAt}]) as a FHIR Bundle:
                                 a QuestionnaireResponse each, an Observation per complete scale total
  validate <form-id> <data.json> validate answers; exit 1 with readable messages when invalid
  score <form-id> <data.json>    print scale totals, bands, subscales, rules and flags as JSON
  publish [form-id] [--rename old=new ...] [--no-rename]
                                 publish definitions to Firestore (emulator unless configured): the next version
                                 (current + 1) with its migration; a question that looks renamed must be declared
                                 (--rename) or said to be new (--no-rename); a scoring change needs a new scoringVersion
${DIFF_USAGE}
FHIR_BASE_URL (default https://wellness.example/fhir): the practice's FHIR base, for canonical URLs and code systems.
Environment for publish and diff: FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080),
  GCLOUD_PROJECT or VITE_FIREBASE_PROJECT_ID (default demo-wellness),
  FORMS_PUBLISH_TARGET=production to write to the real project with application default credentials.`;

const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A bare form id names a committed form; anything else is a file. */
function sourceOf(target: string, formId: (id: string) => string | null): { file: string } | { formId: string } {
  const id = target.endsWith('.json') ? null : formId(target);
  return id === null ? { file: target } : { formId: id };
}

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
      return { ok: true, command: { verb: 'check', files: rest } };
    case 'import': {
      let id: string | null = null;
      const files: string[] = [];
      for (let i = 0; i < rest.length; i++) {
        const arg = rest[i]!;
        if (arg === '--id' || arg.startsWith('--id=')) {
          const value = arg === '--id' ? rest[++i] : arg.slice('--id='.length);
          if (value === undefined) return { ok: false, error: '--id needs a form id' };
          id = formId(value);
          if (id === null) return { ok: false, error: `"${value}" is not a form id (lowercase words joined by hyphens)` };
        } else if (arg.startsWith('--')) {
          return { ok: false, error: `import does not know the option "${arg}"` };
        } else {
          files.push(arg);
        }
      }
      if (files.length !== 1) return { ok: false, error: 'import needs exactly one <file.json> (and optionally --id ID)' };
      return { ok: true, command: { verb: 'import', file: files[0]!, id } };
    }
    case 'export': {
      const fhir = rest.includes('--fhir');
      const unknown = rest.find((arg) => arg.startsWith('--') && arg !== '--fhir');
      if (unknown) return { ok: false, error: `export does not know the option "${unknown}"` };
      const [target, ...extra] = rest.filter((arg) => arg !== '--fhir');
      if (target === undefined || extra.length > 0) return { ok: false, error: 'export needs exactly one <definition.json | form-id> (and optionally --fhir)' };
      return { ok: true, command: { verb: 'export', source: sourceOf(target, formId), fhir } };
    }
    case 'bundle': {
      const [target, responses, ...extra] = rest;
      if (target === undefined || responses === undefined || extra.length > 0 || rest.some((arg) => arg.startsWith('--'))) {
        return { ok: false, error: 'bundle needs exactly <definition.json | form-id> <responses.json>' };
      }
      return { ok: true, command: { verb: 'bundle', source: sourceOf(target, formId), responses } };
    }
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
    case 'diff':
      return parseDiffArgs(rest);
    default:
      return { ok: false, error: `unknown verb "${verb}"` };
  }
}
