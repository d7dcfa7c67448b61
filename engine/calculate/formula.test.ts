import { describe, expect, it } from 'vitest';
import { evaluateFormula, roundTo } from './evaluate-formula.ts';
import { formulaNames, renameInFormula } from './formula-names.ts';
import { parseFormula } from './parse-formula.ts';
import { printFormula } from './print-formula.ts';

function value(text: string, answers: Record<string, unknown> = {}): number | undefined {
  const parsed = parseFormula(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return evaluateFormula(parsed.formula, (name) => answers[name]);
}

function refusal(text: string): string {
  const parsed = parseFormula(text);
  if (parsed.ok) throw new Error(`"${text}" was accepted`);
  return parsed.message;
}

describe('formulas', () => {
  it('work out arithmetic with the usual precedence, min, max, round and if', () => {
    expect(value('1 + 2 * 3')).toBe(7);
    expect(value('(1 + 2) * 3')).toBe(9);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('-a + 2', { a: 5 })).toBe(-3);
    expect(value('min(a, b, 4)', { a: 7, b: 5 })).toBe(4);
    expect(value('max(a, b)', { a: 7, b: 5 })).toBe(7);
    expect(value('round(a / 3, 2)', { a: 10 })).toBe(3.33);
    expect(value('round(2.5)')).toBe(3);
    expect(value('round(-2.5)')).toBe(-3);
    expect(value('if(a >= 10 && !(b == 1), 1, 0)', { a: 12, b: 0 })).toBe(1);
    expect(value('if(a >= 10 || b != 1, 1, 0)', { a: 2, b: 1 })).toBe(0);
  });

  it('works out BMI from height and weight', () => {
    expect(value('round(weight / ((height / 100) * (height / 100)), 1)', { height: 180, weight: 81 })).toBe(25);
    expect(value('round(weight / ((height / 100) * (height / 100)), 1)', { height: 165, weight: 72.5 })).toBe(26.6);
  });

  it('rounds half away from zero without binary fractions creeping in', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(0.1 + 0.2, 6)).toBe(0.3);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1e21, 1)).toBe(1e21);
  });

  it('gives no value (never 0) for a missing, non-number or blank answer, and for division by zero', () => {
    expect(value('a + b', { a: 1 })).toBeUndefined();
    expect(value('a * 0', {})).toBeUndefined();
    expect(value('a + 1', { a: '3' })).toBeUndefined();
    expect(value('a / b', { a: 1, b: 0 })).toBeUndefined();
    expect(value('min(a, b)', { a: 1 })).toBeUndefined();
    expect(value('round(a)', {})).toBeUndefined();
    expect(value('if(a > 1, 1, 0)', {})).toBeUndefined();
  });

  it('if() needs only the answers of the branch it takes; and/or decide when a known answer can', () => {
    expect(value('if(a > 1, b, 0)', { a: 0 })).toBe(0);
    expect(value('if(a > 1, b, 0)', { a: 2 })).toBeUndefined();
    expect(value('if(a > 1 && b > 1, 1, 0)', { a: 0 })).toBe(0);
    expect(value('if(a > 1 || b > 1, 1, 0)', { a: 5 })).toBe(1);
    expect(value('if(a > 1 || b > 1, 1, 0)', { a: 0 })).toBeUndefined();
  });

  it('refuse anything but the small language, in words (nothing is run as code)', () => {
    expect(refusal('')).toBe('the formula is empty');
    expect(refusal('a +')).toMatch(/cannot be read/);
    expect(refusal('alert(1)')).toMatch(/"alert" is not a function a formula can use/);
    expect(refusal('constructor.constructor("x")()')).toMatch(/not a function|dot/);
    expect(refusal('a.b')).toMatch(/dot/);
    expect(refusal('"text"')).toMatch(/text/);
    expect(refusal('a ^ 2')).toMatch(/powers cannot be used/);
    expect(refusal('a ? 1 : 2')).toMatch(/use if\(\) instead/);
    expect(refusal('a > 1')).toMatch(/only be the first part of if\(\)/);
    expect(refusal('if(a, 1, 0)')).toMatch(/must be a test/);
    expect(refusal('if(a > 1, 1)')).toMatch(/three parts/);
    expect(refusal('round(a, b)')).toMatch(/decimal places/);
    expect(refusal('min(a)')).toMatch(/at least two/);
    expect(refusal('a; b')).toMatch(/one calculation/);
    expect(refusal('true + 1')).toMatch(/works with numbers/);
    expect(refusal('x'.repeat(501))).toMatch(/longer than 500/);
  });

  it('list the questions they read, and rename them, printing text that reads back the same', () => {
    expect(formulaNames('round(w / (h * h), 1) + if(w > h, w, 0)')).toEqual(['w', 'h']);
    expect(formulaNames('a +')).toEqual([]);
    expect(renameInFormula('round(w / (h * h), 1)', 'h', 'height')).toBe('round(w / (height * height), 1)');
    expect(renameInFormula('a - (b - c)', 'b', 'x')).toBe('a - (x - c)');
    expect(renameInFormula('if(!(a > 1) && b < 2, -(-a), 0)', 'a', 'z')).toBe('if(!(z > 1) && b < 2, -(-z), 0)');
    const untouched = 'w  +  h';
    expect(renameInFormula(untouched, 'other', 'x')).toBe(untouched);
    for (const text of ['a - (b - c)', 'a / (b * c)', '(a + b) * c', 'if(a > 1 || b < 2 && c == 3, 1, 2)', 'min(a, max(b, 2))']) {
      const parsed = parseFormula(text);
      if (!parsed.ok) throw new Error(parsed.message);
      const again = parseFormula(printFormula(parsed.formula));
      expect(again.ok && again.formula).toEqual(parsed.formula);
    }
  });
});
