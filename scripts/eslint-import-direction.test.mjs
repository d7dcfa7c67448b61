import { describe, expect, it } from 'vitest';
import { brokenRule } from './eslint-import-direction.js';

describe('brokenRule', () => {
  it('keeps features apart, however the path is written', () => {
    expect(brokenRule('src/features/shop/index.ts', '../courses')).toMatch(/Features never import/);
    expect(brokenRule('src/features/shop/components/A.tsx', '../../courses/index')).toMatch(/Features never import/);
    expect(brokenRule('src/features/shop/components/A.tsx', '../api/shop-api')).toBeNull();
  });
  it('keeps firebase inside src/data', () => {
    expect(brokenRule('src/ui/Page.tsx', 'firebase/app')).toMatch(/Only src\/data/);
    expect(brokenRule('src/data/app.ts', 'firebase/app')).toBeNull();
  });
  it('keeps the engine framework-free and reached through @engine', () => {
    expect(brokenRule('engine/scoring/score.ts', 'react')).toMatch(/framework-free/);
    expect(brokenRule('engine/scoring/score.ts', '../../src/lib')).toMatch(/imports only engine/);
    expect(brokenRule('src/form-renderer/Form.tsx', '../../engine/scoring/score')).toMatch(/@engine/);
    expect(brokenRule('src/form-renderer/Form.tsx', '@engine')).toBeNull();
  });
  it('keeps shared layers below features and app', () => {
    expect(brokenRule('src/form-renderer/Form.tsx', '../features/auth')).toMatch(/Shared layers/);
    expect(brokenRule('src/data/session.ts', '../app/guards')).toMatch(/Shared layers/);
  });
  it('keeps functions away from src and nothing imports tests', () => {
    expect(brokenRule('functions/src/index.ts', '../../src/data')).toMatch(/functions/);
    expect(brokenRule('src/app/router.tsx', '../../tests/fixtures/x')).toMatch(/tests/);
  });
});
