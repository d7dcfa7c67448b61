import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('keeps array order, which is meaningful', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('round-trips through JSON.parse to the same value', () => {
    const value = { title: 'Café "quoted"', n: 1.5, list: [true, null, 'x'] };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});
