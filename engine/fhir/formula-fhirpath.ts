/**
 * A calculated question's formula as FHIRPath over the response (`%resource`), for SDC's
 * calculatedExpression. Empty wherever the engine gives no value: FHIRPath arithmetic on an empty
 * answer is empty and so is division by zero; min/max/if are guarded so a missing answer never
 * picks a branch.
 */
import type { NumberNode, TestNode } from '../calculate/formula-types.ts';
import { answersOf } from './fhirpath-text.ts';

const COMPARE: Record<string, string> = { '<': '<', '<=': '<=', '>': '>', '>=': '>=', '==': '=', '!=': '!=' };

/** Both present, then `pick` of them: the engine's "no value when any is missing". */
function pairwise(a: string, b: string, pick: '<=' | '>='): string {
  return `iif((${a}).exists() and (${b}).exists(), iif(${a} ${pick} ${b}, ${a}, ${b}))`;
}

/**
 * The formula as FHIRPath; `weighted(name)` says a question's answers are scored choices (read by
 * `weight()`), else its answer's value is read.
 */
export function formulaFhirPath(node: NumberNode | TestNode, weighted: (name: string) => boolean): string {
  const f = (n: NumberNode | TestNode): string => formulaFhirPath(n, weighted);
  switch (node.kind) {
    case 'number': return String(node.value);
    case 'answer': return `${answersOf([node.name])}.${weighted(node.name) ? 'weight()' : 'value'}`;
    case 'negate': return `(0 - ${f(node.operand)})`;
    case 'arithmetic': return `(${f(node.left)} ${node.operator} ${f(node.right)})`;
    case 'call': return node.args.map(f).reduce((a, b) => pairwise(a, b, node.name === 'min' ? '<=' : '>='));
    case 'round': return `(${f(node.value)}).round(${node.places})`;
    case 'if': {
      const test = f(node.test);
      return `iif((${test}).exists(), iif(${test}, ${f(node.then)}, ${f(node.else)}))`;
    }
    case 'compare': return `(${f(node.left)} ${COMPARE[node.operator]} ${f(node.right)})`;
    case 'logic': return `(${f(node.left)} ${node.operator === '&&' ? 'and' : 'or'} ${f(node.right)})`;
    case 'not': return `(${f(node.operand)}).not()`;
  }
}
