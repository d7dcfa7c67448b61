// ESLint rule: no import cycles among the project's own modules. The whole graph is read once per
// lint run (every tracked source file's imports, static and dynamic, type-only included: a cycle of
// types still ties two modules' meanings together), then each import that closes a cycle is reported
// where it is written, with the cycle spelled out.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
/** The path aliases of tsconfig.json, Vite and the functions build. */
export const ALIASES = { '@engine': 'engine/index.ts', '@model': 'model/index.ts' };

/** Pure: the import specifiers written in a module's text. */
export function importSpecifiers(text) {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/**
 * Pure: the repository file `spec` names from `file` (paths relative to the root, '/'-separated),
 * or null for packages and files outside `known`.
 */
export function resolveImport(file, spec, known) {
  let base;
  if (spec in ALIASES) base = ALIASES[spec];
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Pure: the strongly connected groups of two or more modules (Tarjan), each as a set of files. */
export function cycleGroups(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (start) => {
    // iterative depth-first search: the graph has over a thousand modules
    const work = [[start, 0]];
    order.set(start, index); low.set(start, index); index += 1; stack.push(start); onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const [node, next] = top;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        top[1] += 1;
        const target = targets[next];
        if (!order.has(target)) {
          order.set(target, index); low.set(target, index); index += 1; stack.push(target); onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), order.get(target)));
        continue;
      }
      work.pop();
      if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
      if (low.get(node) === order.get(node)) {
        const group = new Set();
        let member;
        do { member = stack.pop(); onStack.delete(member); group.add(member); } while (member !== node);
        if (group.size > 1) groups.push(group);
      }
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}

/** Pure: a shortest way from `from` to `to` inside one group (both ends included), for the message. */
export function cyclePath(graph, from, to, group) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length && !previous.has(to)) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (group.has(next) && !previous.has(next)) { previous.set(next, node); queue.push(next); }
    }
  }
  if (!previous.has(to)) return [from, to];
  const way = [];
  for (let node = to; node !== null; node = previous.get(node)) way.unshift(node);
  return way;
}

/** The import graph of the tracked source files under `root` (read once per lint run). */
function readGraph(root) {
  const files = execSync('git ls-files', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f) && !f.includes('node_modules') && existsSync(path.join(root, f)));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(path.join(root, file), 'utf8'))
      .map((spec) => resolveImport(file, spec, known))
      .filter((target) => target && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return { graph, known, groupOf: groupIndex(cycleGroups(graph)) };
}

function groupIndex(groups) {
  const of = new Map();
  for (const group of groups) for (const file of group) of.set(file, group);
  return of;
}

let cached = null;
export const importCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycles among the project\'s modules' }, schema: [] },
  create(context) {
    const root = context.cwd;
    if (!cached || cached.root !== root) cached = { root, ...readGraph(root) };
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const group = cached.groupOf.get(file);
    if (!group) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveImport(file, spec, cached.known);
      if (!target || !group.has(target)) return;
      const way = cyclePath(cached.graph, target, file, group);
      context.report({ node: node.source, message: `'${spec}' is part of an import cycle: ${[file, ...way].join(' → ')}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
