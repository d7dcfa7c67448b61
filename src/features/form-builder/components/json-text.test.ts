import { describe, expect, it } from 'vitest';
import { parseJsonText } from './json-text';

describe('parseJsonText', () => {
  it('parses JSON', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('says the line and column of the first mistake', () => {
    const result = parseJsonText('{\n  "a": 1\n  "b": 2\n}');
    expect(result).toMatchObject({ ok: false, line: 3, column: 3 });
    if (!result.ok) expect(result.message).not.toMatch(/position/);
  });

  it('says when the JSON stops early or is empty', () => {
    expect(parseJsonText('{"a": ')).toMatchObject({ ok: false });
    expect(parseJsonText('  ')).toMatchObject({ ok: false, message: 'There is no JSON here yet.', line: null });
  });
});
