/**
 * A calculated question's formula, as the engine reads it: numbers, earlier answers, + - * /,
 * comparisons inside if(), and min / max / round / if. Parsed once from the author's text
 * (`parseFormula`), never run as code.
 */

/** A function a formula may call, and how many arguments it takes. */
export type FormulaFunction = 'min' | 'max' | 'round' | 'if';

export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type LogicOperator = '&&' | '||';

/** A part of a formula that gives a number (or no value). */
export type NumberNode =
  | { kind: 'number'; value: number }
  | { kind: 'answer'; name: string }
  | { kind: 'negate'; operand: NumberNode }
  | { kind: 'arithmetic'; operator: ArithmeticOperator; left: NumberNode; right: NumberNode }
  | { kind: 'call'; name: 'min' | 'max'; args: NumberNode[] }
  | { kind: 'round'; value: NumberNode; places: number }
  | { kind: 'if'; test: TestNode; then: NumberNode; else: NumberNode };

/** A part of a formula that is true or false (or undecided): the first argument of if(). */
export type TestNode =
  | { kind: 'compare'; operator: ComparisonOperator; left: NumberNode; right: NumberNode }
  | { kind: 'logic'; operator: LogicOperator; left: TestNode; right: TestNode }
  | { kind: 'not'; operand: TestNode };

export type FormulaParse = { ok: true; formula: NumberNode } | { ok: false; message: string };

/** The most decimal places round() may keep. */
export const MAX_ROUND_PLACES = 6;

/** The longest formula the engine reads (a formula is a line, not a program). */
export const MAX_FORMULA_LENGTH = 500;
