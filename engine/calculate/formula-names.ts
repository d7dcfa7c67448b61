/** The questions a formula reads, and a formula's text with a question renamed. */
import type { NumberNode, TestNode } from './formula-types.ts';
import { parseFormula } from './parse-formula.ts';
import { printFormula } from './print-formula.ts';

function collect(node: NumberNode | TestNode, into: Set<string>): void {
  switch (node.kind) {
    case 'answer': into.add(node.name); return;
    case 'number': return;
    case 'negate': case 'not': collect(node.operand, into); return;
    case 'arithmetic': case 'compare': case 'logic': collect(node.left, into); collect(node.right, into); return;
    case 'call': node.args.forEach((arg) => collect(arg, into)); return;
    case 'round': collect(node.value, into); return;
    case 'if': collect(node.test, into); collect(node.then, into); collect(node.else, into); return;
  }
}

/** Every question name a parsed formula reads, each once, in the order first read. */
export function formulaNodeNames(node: NumberNode): string[] {
  const names = new Set<string>();
  collect(node, names);
  return [...names];
}

/** Every question name a formula's text reads ([] when it cannot be read). */
export function formulaNames(text: string): string[] {
  const parsed = parseFormula(text);
  return parsed.ok ? formulaNodeNames(parsed.formula) : [];
}

function renamed<T extends NumberNode | TestNode>(node: T, from: string, to: string): T {
  const r = <U extends NumberNode | TestNode>(n: U): U => renamed(n, from, to);
  switch (node.kind) {
    case 'answer': return (node.name === from ? { ...node, name: to } : node) as T;
    case 'number': return node;
    case 'negate': case 'not': return { ...node, operand: r(node.operand) } as T;
    case 'arithmetic': case 'compare': case 'logic': return { ...node, left: r(node.left), right: r(node.right) } as T;
    case 'call': return { ...node, args: node.args.map(r) } as T;
    case 'round': return { ...node, value: r(node.value) } as T;
    case 'if': return { ...node, test: r(node.test), then: r(node.then), else: r(node.else) } as T;
  }
  return node;
}

/**
 * The formula's text with question `from` read as `to` (rewritten in the engine's own spelling);
 * the same text when it does not read `from` or cannot be read.
 */
export function renameInFormula(text: string, from: string, to: string): string {
  const parsed = parseFormula(text);
  if (!parsed.ok || !formulaNodeNames(parsed.formula).includes(from)) return text;
  return printFormula(renamed(parsed.formula, from, to));
}
