// ESLint rule: the import direction of ARCHITECTURE.md, checked on resolved paths so that
// relative imports ('../courses') are caught as well as package names.
import path from 'node:path';

const FRAMEWORKS = /^(react|react-dom|react-router|react-router-dom|zustand|firebase|firebase-admin|@rjsf\/|@dnd-kit\/)(\/|$)/;
const isTest = (f) => /\.(test|spec)\.[a-z]+$/.test(f) || f.startsWith('tests/') || f.includes('/testing/');

/** Pure: the broken rule for `file` importing `spec`, or null. Paths are relative to the repo root. */
export function brokenRule(file, spec) {
  const local = spec.startsWith('.');
  const target = local ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : spec;
  const test = isTest(file);
  if (!test && (target === 'tests' || target.startsWith('tests/'))) return 'Nothing imports tests/.';
  if (file.startsWith('engine/') && !test) {
    if (FRAMEWORKS.test(spec) || spec.startsWith('node:')) return 'engine/ stays framework-free: it imports ajv only.';
    if (local && !target.startsWith('engine/') && !target.startsWith('schemas/')) return 'engine/ imports only engine/ (and schemas/ data).';
    if (spec === '@model') return 'engine/ never imports the data model (model/ imports the engine).';
  }
  if (file.startsWith('model/') && !test) {
    if (FRAMEWORKS.test(spec) || spec.startsWith('node:')) return 'model/ stays framework-free: it imports the engine (and ajv) only.';
    if (local && !target.startsWith('model/') && !target.startsWith('schemas/')) return "model/ imports only model/ and the engine through '@engine'.";
  }
  if (!file.startsWith('model/') && local && target.startsWith('model/') && !test) return "Import the data model only through '@model'.";
  if (file.startsWith('functions/')) {
    if (local && target.startsWith('src/')) return 'functions/ never imports src/.';
    if (/^react(-dom)?(\/|$)/.test(spec)) return 'functions/ never imports react.';
  }
  if (file.startsWith('src/')) {
    if (/^firebase(\/|$)/.test(spec) && !file.startsWith('src/data/') && !test) return 'Only src/data/ imports firebase.';
    if (local && target.startsWith('engine/') && !test) return "Import the engine only through '@engine'.";
    const feature = file.match(/^src\/features\/([^/]+)\//)?.[1];
    const other = target.match(/^src\/features\/([^/]+)/)?.[1];
    if (feature && other && other !== feature) return 'Features never import each other: compose them in src/app/.';
    const shared = /^src\/(ui|lib|data|form-renderer)\//.test(file);
    if (shared && !test && /^src\/(features|app)(\/|$)/.test(target)) return 'Shared layers never import features/ or app/.';
  }
  return null;
}

export const importDirection = {
  meta: { type: 'problem', docs: { description: 'Import direction of ARCHITECTURE.md' }, schema: [] },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const rule = brokenRule(file, spec);
      if (rule) context.report({ node: node.source, message: `'${spec}': ${rule}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
