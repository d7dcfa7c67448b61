/**
 * Working a formula out from answers. "No value" rule: a missing, hidden or non-number answer, a
 * division by zero or a result too large to hold gives no value (undefined), never a wrong number;
 * if() needs only the answers of the branch it takes.
 */
import type { NumberNode, TestNode } from './formula-types.ts';

/** An answer by question name (undefined when missing or hidden). */
export type AnswerReader = (name: string) => unknown;

const finite = (value: number): number | undefined => (Number.isFinite(value) ? value : undefined);

/**
 * Rounded half away from zero to `places` decimals, as a person would from the written number:
 * binary noise is dropped first (80 / (1.6 * 1.6) is 31.25, so 31.3), and 1.005 gives 1.01.
 */
export function roundTo(value: number, places: number): number {
  const sign = value < 0 ? -1 : 1;
  const written = Number(Math.abs(value).toPrecision(15));
  // shifting by exponent text keeps decimals exact; a number already written with an exponent is shifted by multiplying
  const exact = !String(written).includes('e');
  const shifted = Math.round(exact ? Number(`${written}e${places}`) : written * 10 ** places);
  const back = exact ? Number(`${shifted}e-${places}`) : shifted / 10 ** places;
  return back === 0 ? 0 : sign * back;
}

function arithmetic(operator: string, left: number, right: number): number | undefined {
  if (operator === '+') return finite(left + right);
  if (operator === '-') return finite(left - right);
  if (operator === '*') return finite(left * right);
  return right === 0 ? undefined : finite(left / right);
}

function test(node: TestNode, read: AnswerReader): boolean | undefined {
  if (node.kind === 'not') {
    const value = test(node.operand, read);
    return value === undefined ? undefined : !value;
  }
  if (node.kind === 'logic') {
    const left = test(node.left, read);
    const right = test(node.right, read);
    // three-valued, as scoring's rules: a known answer decides when it can
    if (node.operator === '&&') return left === false || right === false ? false : left === undefined || right === undefined ? undefined : true;
    return left === true || right === true ? true : left === undefined || right === undefined ? undefined : false;
  }
  const left = evaluateFormula(node.left, read);
  const right = evaluateFormula(node.right, read);
  if (left === undefined || right === undefined) return undefined;
  switch (node.operator) {
    case '<': return left < right;
    case '<=': return left <= right;
    case '>': return left > right;
    case '>=': return left >= right;
    case '==': return left === right;
    default: return left !== right;
  }
}

/** The formula's value for these answers, or undefined for no value. */
export function evaluateFormula(node: NumberNode, read: AnswerReader): number | undefined {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'answer': {
      const value = read(node.name);
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    }
    case 'negate': {
      const value = evaluateFormula(node.operand, read);
      return value === undefined ? undefined : value === 0 ? 0 : -value;
    }
    case 'arithmetic': {
      const left = evaluateFormula(node.left, read);
      const right = evaluateFormula(node.right, read);
      return left === undefined || right === undefined ? undefined : arithmetic(node.operator, left, right);
    }
    case 'call': {
      const values = node.args.map((arg) => evaluateFormula(arg, read));
      if (values.some((v) => v === undefined)) return undefined;
      return node.name === 'min' ? Math.min(...(values as number[])) : Math.max(...(values as number[]));
    }
    case 'round': {
      const value = evaluateFormula(node.value, read);
      return value === undefined ? undefined : finite(roundTo(value, node.places));
    }
    case 'if': {
      const holds = test(node.test, read);
      if (holds === undefined) return undefined;
      return evaluateFormula(holds ? node.then : node.else, read);
    }
  }
}
