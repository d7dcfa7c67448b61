import { describe, expect, it } from 'vitest';
import { countTests } from './test.mjs';

describe('countTests', () => {
  it('reads Vitest summaries', () => {
    expect(countTests('\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m34 passed\x1b[39m\x1b[22m (34)\n')).toEqual({ passed: 34, failed: 0 });
    expect(countTests('      Tests  3 failed | 31 passed (34)\n')).toEqual({ passed: 31, failed: 3 });
  });
  it('reads Playwright summaries', () => {
    expect(countTests('  ✓  1 tests/e2e/a.spec.ts:3:1 › x (2.1s)\n\n  9 passed (41.2s)\n')).toEqual({ passed: 9, failed: 0 });
    expect(countTests('  1 failed\n    tests/e2e/a.spec.ts:3:1 › x\n  8 passed (40s)\n')).toEqual({ passed: 8, failed: 1 });
  });
  it('ignores unrelated lines', () => {
    expect(countTests('Test Files  4 passed (4)\nall 5 passed checks\n')).toEqual({ passed: 0, failed: 0 });
  });
});
