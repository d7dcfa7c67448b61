// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYOUT_QUERIES } from './workspace-context';

// What the workspace does (scroll settings into view, place the preview) follows the layout only
// while workspace.css lays it out at the same widths: one list of breakpoints, checked here.
const css = readFileSync(fileURLToPath(new URL('./workspace.css', import.meta.url)), 'utf8');
const mediaQueries = [...css.matchAll(/@media\s+([^{]+?)\s*\{/g)].map((m) => m[1]);

describe('workspace layout breakpoints', () => {
  it('workspace.css uses only the media queries of LAYOUT_QUERIES, and each of them', () => {
    expect(mediaQueries.length).toBeGreaterThan(0);
    expect([...new Set(mediaQueries)].sort()).toEqual(Object.values(LAYOUT_QUERIES).sort());
  });

  it('stacks the side panel below the canvas exactly at the stacked query', () => {
    const stacked = css.slice(css.indexOf(`@media ${LAYOUT_QUERIES.stacked}`));
    expect(stacked.slice(0, stacked.indexOf('\n}'))).toMatch(/\.fb-side \{[^}]*grid-column: 1 \/ -1/);
  });

  it('lays the preview out under the settings at the wide query', () => {
    const wide = css.slice(css.indexOf(`@media ${LAYOUT_QUERIES.wide}`));
    expect(wide).toMatch(/^@media[^{]+\{\s*\.fb-columns \{[^}]*grid-template-columns/);
    expect(wide.slice(0, wide.indexOf('\n}'))).toContain('.fb-side--with-preview');
  });
});
