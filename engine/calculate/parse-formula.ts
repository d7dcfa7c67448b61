/**
 * Reading a formula's text (jsep parses it; this file accepts only the small language of
 * formula-types.ts and says in plain words what else it found). Nothing is ever run as code.
 */
import jsep from 'jsep';
import {
  MAX_FORMULA_LENGTH,
  MAX_ROUND_PLACES,
  type ArithmeticOperator,
  type ComparisonOperator,
  type FormulaParse,
  type NumberNode,
  type TestNode,
} from './formula-types.ts';

class FormulaProblem extends Error {}

const ARITHMETIC = new Set<string>(['+', '-', '*', '/']);
const COMPARISON = new Set<string>(['<', '<=', '>', '>=', '==', '!=']);
const LOGIC = new Set<string>(['&&', '||']);
const FUNCTIONS = 'min(), max(), round() and if()';

const problem = (message: string): never => {
  throw new FormulaProblem(message);
};

function isTestExpression(node: jsep.Expression): boolean {
  if (node.type === 'BinaryExpression') {
    const operator = (node as jsep.BinaryExpression).operator;
    return COMPARISON.has(operator) || LOGIC.has(operator);
  }
  return node.type === 'UnaryExpression' && (node as jsep.UnaryExpression).operator === '!';
}

function literalNumber(node: jsep.Literal): NumberNode {
  if (typeof node.value === 'number' && Number.isFinite(node.value)) return { kind: 'number', value: node.value };
  if (typeof node.value === 'string') return problem(`text such as ${node.raw} cannot be used: a formula works with numbers`);
  return problem(`"${node.raw}" cannot be used: a formula works with numbers`);
}

function placesOf(node: jsep.Expression | undefined): number {
  if (node === undefined) return 0;
  const value = node.type === 'Literal' ? (node as jsep.Literal).value : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_ROUND_PLACES) {
    return problem(`round() takes a whole number of decimal places from 0 to ${MAX_ROUND_PLACES} as its second part, like round(x, 1)`);
  }
  return value;
}

function call(node: jsep.CallExpression): NumberNode {
  const callee = node.callee.type === 'Identifier' ? (node.callee as jsep.Identifier).name : null;
  const args = node.arguments;
  switch (callee) {
    case 'min':
    case 'max':
      if (args.length < 2) return problem(`${callee}() needs at least two numbers, separated by commas`);
      return { kind: 'call', name: callee, args: args.map(numberNode) };
    case 'round':
      if (args.length < 1 || args.length > 2) return problem('round() takes a number and, optionally, how many decimal places to keep: round(x) or round(x, 1)');
      return { kind: 'round', value: numberNode(args[0]!), places: placesOf(args[1]) };
    case 'if':
      if (args.length !== 3) return problem('if() takes three parts: a test, the value when it holds and the value when it does not, like if(score >= 10, 1, 0)');
      return { kind: 'if', test: testNode(args[0]!), then: numberNode(args[1]!), else: numberNode(args[2]!) };
    default:
      return problem(`"${callee ?? 'this'}" is not a function a formula can use: use ${FUNCTIONS}`);
  }
}

function numberNode(node: jsep.Expression): NumberNode {
  switch (node.type) {
    case 'Literal':
      return literalNumber(node as jsep.Literal);
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (['min', 'max', 'round', 'if'].includes(name)) return problem(`${name} is a function: write ${name}(…)`);
      return { kind: 'answer', name };
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      if (operator === '-') return { kind: 'negate', operand: numberNode(argument) };
      if (operator === '+') return numberNode(argument);
      if (operator === '!') return problem('a test (with !) can only be the first part of if()');
      return problem(`"${operator}" cannot be used in a formula: use + - * / and ( )`);
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression;
      if (ARITHMETIC.has(operator)) {
        return { kind: 'arithmetic', operator: operator as ArithmeticOperator, left: numberNode(left), right: numberNode(right) };
      }
      if (COMPARISON.has(operator) || LOGIC.has(operator)) return problem(`a test (with ${operator}) can only be the first part of if(), like if(a ${operator} b, 1, 0)`);
      if (operator === '^' || operator === '**') return problem('powers cannot be used: multiply the number by itself, like (height * height)');
      return problem(`"${operator}" cannot be used in a formula: use + - * / and ( )`);
    }
    case 'CallExpression':
      return call(node as jsep.CallExpression);
    case 'MemberExpression':
      return problem('a dot cannot follow a name: a formula names questions by their name alone');
    case 'Compound':
      return problem('a formula is one calculation: remove the ";" or the second part');
    default:
      return problem(`this formula uses something a formula cannot (${node.type === 'ConditionalExpression' ? '? :, use if() instead' : node.type}): use numbers, question names, + - * / ( ) and ${FUNCTIONS}`);
  }
}

function testNode(node: jsep.Expression): TestNode {
  if (!isTestExpression(node)) return problem('the first part of if() must be a test, like score >= 10 (use < <= > >= == != && ||)');
  if (node.type === 'UnaryExpression') return { kind: 'not', operand: testNode((node as jsep.UnaryExpression).argument) };
  const { operator, left, right } = node as jsep.BinaryExpression;
  if (LOGIC.has(operator)) return { kind: 'logic', operator: operator as '&&' | '||', left: testNode(left), right: testNode(right) };
  return { kind: 'compare', operator: operator as ComparisonOperator, left: numberNode(left), right: numberNode(right) };
}

/** A formula from its text, or why it cannot be read (in words an author reads). */
export function parseFormula(text: string): FormulaParse {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'the formula is empty' };
  if (text.length > MAX_FORMULA_LENGTH) return { ok: false, message: `the formula is longer than ${MAX_FORMULA_LENGTH} characters` };
  let tree: jsep.Expression;
  try {
    tree = jsep(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/ at character \d+$/, '') : 'it cannot be read';
    const at = (error as { index?: unknown }).index;
    return { ok: false, message: `the formula cannot be read (${reason}${typeof at === 'number' ? ` at character ${at + 1}` : ''})` };
  }
  try {
    return { ok: true, formula: numberNode(tree) };
  } catch (error) {
    if (error instanceof FormulaProblem) return { ok: false, message: error.message };
    throw error;
  }
}
