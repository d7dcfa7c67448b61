import { describe, expect, it } from 'vitest';
import { cycleGroups, cyclePath, importSpecifiers, resolveImport } from './eslint-import-cycles.js';

const graphOf = (edges) => new Map(Object.entries(edges));

describe('import cycles', () => {
  it('reads static, type-only, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = () => import('./e.ts');",
      "import React from 'react';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.ts', '../b', './c.ts', './d.css', './e.ts', 'react']);
  });

  it('resolves relative paths with or without extension, folders and the aliases; packages are null', () => {
    const known = new Set(['src/a.ts', 'src/b/index.ts', 'engine/index.ts', 'model/index.ts', 'src/c.tsx']);
    expect(resolveImport('src/x.ts', './a', known)).toBe('src/a.ts');
    expect(resolveImport('src/x.ts', './a.ts', known)).toBe('src/a.ts');
    expect(resolveImport('src/x.ts', './b', known)).toBe('src/b/index.ts');
    expect(resolveImport('src/x.ts', './c', known)).toBe('src/c.tsx');
    expect(resolveImport('src/x.ts', '@engine', known)).toBe('engine/index.ts');
    expect(resolveImport('src/x.ts', '@model', known)).toBe('model/index.ts');
    expect(resolveImport('src/x.ts', 'react', known)).toBeNull();
    expect(resolveImport('src/x.ts', './missing', known)).toBeNull();
  });

  it('finds every group of modules that import each other, and nothing in a tree', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['f'], f: ['e'], g: [] });
    const groups = cycleGroups(graph).map((group) => [...group].sort());
    expect(groups.sort()).toEqual([['a', 'b', 'c'], ['e', 'f']]);
    expect(cycleGroups(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('spells out the way round a cycle', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a'] });
    const [group] = cycleGroups(graph);
    expect(cyclePath(graph, 'b', 'a', group)).toEqual(['b', 'c', 'a']);
  });
});
