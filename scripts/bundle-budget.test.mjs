import { describe, expect, it } from 'vitest';
import { budgetVerdict, findHomeEntry, keptOutLibraries, staticClosure } from './bundle-budget.mjs';

/** A manifest shaped like Vite's: the home entry, a shared vendor chunk, and lazy pages. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-b.js', '_ui-c.js'], dynamicImports: ['src/features/assessments/page.tsx'] },
  '_react-b.js': { file: 'assets/react-b.js', imports: [] },
  '_ui-c.js': { file: 'assets/ui-c.js', imports: ['_react-b.js', '_lib-d.js'] },
  '_lib-d.js': { file: 'assets/lib-d.js', imports: ['_ui-c.js'] },
  'src/features/assessments/page.tsx': { file: 'assets/page-e.js', isDynamicEntry: true, imports: ['_react-b.js', '_firebase-f.js'] },
  '_firebase-f.js': { file: 'assets/firebase-f.js', imports: [] },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and never dynamic imports', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['index.html', '_react-b.js', '_ui-c.js', '_lib-d.js']);
  });

  it('reaches what a lazy page imports only from that page', () => {
    expect(staticClosure(manifest, 'src/features/assessments/page.tsx')).toEqual([
      'src/features/assessments/page.tsx', '_react-b.js', '_firebase-f.js',
    ]);
  });

  it('fails loudly on a manifest that names a missing chunk', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['b'] } }, 'a')).toThrow(/no chunk "b"/);
  });
});

describe('findHomeEntry', () => {
  it('picks the index.html entry among several', () => {
    expect(findHomeEntry({ ...manifest, 'admin.html': { file: 'x.js', src: 'admin.html', isEntry: true } })).toBe('index.html');
  });

  it('says which entries exist when index.html is not one', () => {
    expect(() => findHomeEntry({ 'a.html': { file: 'a.js', isEntry: true }, 'b.html': { file: 'b.js', isEntry: true } })).toThrow(/a\.html, b\.html/);
  });
});

describe('keptOutLibraries', () => {
  it('recognises Firebase, RJSF, ajv and dnd-kit modules by path, and nothing else', () => {
    const found = keptOutLibraries([
      '../../node_modules/@firebase/firestore/dist/index.esm.js',
      '../../node_modules/firebase/app/dist/esm/index.esm.js',
      '../../node_modules/@rjsf/core/lib/components/Form.js',
      '../../node_modules/ajv/dist/core.js',
      '../../node_modules/ajv-formats/dist/index.js',
      '../../node_modules/@dnd-kit/core/dist/core.esm.js',
      '../../node_modules/react-dom/cjs/react-dom.production.js',
      '../../src/lib/firebase-free-helper.ts',
    ]);
    expect([...found.keys()].sort()).toEqual(['Firebase', 'RJSF', 'ajv', 'dnd-kit']);
    expect(found.get('Firebase')).toHaveLength(2);
    expect(found.get('ajv')).toHaveLength(2);
  });
});

describe('budgetVerdict', () => {
  const react = { key: '_react-b.js', file: 'assets/react-b.js', gzipBytes: 60 * 1024, modules: ['../../node_modules/react-dom/index.js'] };
  const app = { key: 'index.html', file: 'assets/index-a.js', gzipBytes: 30 * 1024, modules: ['../../src/main.tsx'] };

  it('passes within the budget with no kept-out library', () => {
    expect(budgetVerdict([react, app], 100)).toEqual({ ok: true, totalBytes: 90 * 1024, problems: [] });
  });

  it('fails over the budget and says by how much', () => {
    const verdict = budgetVerdict([react, app, { ...app, file: 'assets/more.js', gzipBytes: 20 * 1024 }], 100);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(['JavaScript for / is 110.0 KB gzip, 10.0 KB over the 100 KB budget']);
  });

  it('fails when a first-load chunk holds Firebase, even within the budget', () => {
    const withFirebase = { ...app, modules: [...app.modules, '../../node_modules/@firebase/auth/dist/esm/index.js'] };
    const verdict = budgetVerdict([react, withFirebase], 100);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/^Firebase is in assets\/index-a\.js/);
  });
});

describe('budgetVerdict without source maps', () => {
  it('judges a chunk by its name: a chunk named after Firebase fails', () => {
    const chunk = { key: '_firebase-f.js', file: 'assets/firebase-f.js', gzipBytes: 1024, modules: [], names: ['_firebase-f.js', 'assets/firebase-f.js'] };
    expect(budgetVerdict([chunk], 100).problems[0]).toMatch(/^Firebase is in assets\/firebase-f\.js/);
  });

  it('passes a chunk whose name names no kept-out library', () => {
    const chunk = { key: '_react-b.js', file: 'assets/react-b.js', gzipBytes: 1024, modules: [], names: ['_react-b.js', 'assets/react-b.js'] };
    expect(budgetVerdict([chunk], 100).ok).toBe(true);
  });
});
