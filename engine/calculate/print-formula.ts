/** A parsed formula written back as text the parser reads to the same formula (brackets only where needed). */
import type { NumberNode, TestNode } from './formula-types.ts';

/** How tightly each operator binds (as jsep and arithmetic read them). */
const PRECEDENCE: Record<string, number> = { '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '<=': 4, '>': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6 };

function strength(node: NumberNode | TestNode): number {
  if (node.kind === 'arithmetic' || node.kind === 'compare' || node.kind === 'logic') return PRECEDENCE[node.operator]!;
  if (node.kind === 'negate' || node.kind === 'not') return 7;
  return 8;
}

function wrap(node: NumberNode | TestNode, min: number): string {
  const text = printFormula(node);
  return strength(node) < min ? `(${text})` : text;
}

/** The formula as text: `round(weight / (height * height), 1)`. */
export function printFormula(node: NumberNode | TestNode): string {
  switch (node.kind) {
    case 'number': return String(node.value);
    case 'answer': return node.name;
    case 'negate': return `-${wrap(node.operand, 8)}`;
    case 'not': return `!${wrap(node.operand, 8)}`;
    case 'arithmetic': case 'compare': case 'logic': {
      const own = PRECEDENCE[node.operator]!;
      // left-associative: the right side needs brackets at equal strength (a - (b - c))
      return `${wrap(node.left, own)} ${node.operator} ${wrap(node.right, own + 1)}`;
    }
    case 'call': return `${node.name}(${node.args.map((a) => printFormula(a)).join(', ')})`;
    case 'round': return node.places === 0 ? `round(${printFormula(node.value)})` : `round(${printFormula(node.value)}, ${node.places})`;
    case 'if': return `if(${printFormula(node.test)}, ${printFormula(node.then)}, ${printFormula(node.else)})`;
  }
}
