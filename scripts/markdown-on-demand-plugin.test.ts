import { describe, expect, it } from 'vitest';
import { markdownOnDemand, markdownOnDemandPlugin, PARSER, STAND_IN } from './markdown-on-demand-plugin.ts';

const rjsf = '/repo/node_modules/@rjsf/core/lib/components/RichDescription.js';

describe('markdown-to-jsx on demand in the app build', () => {
  it('gives RJSF the stand-in for the parser', () => {
    expect(markdownOnDemand(PARSER, rjsf)).toBe(STAND_IN);
    expect(markdownOnDemand(PARSER, 'C:\\repo\\node_modules\\@rjsf\\core\\lib\\index.js')).toBe(STAND_IN);
    expect(STAND_IN).toMatch(/src[\\/]form-renderer[\\/]markdown-on-demand\.tsx$/);
  });

  it('leaves the stand-in, the app and other packages with the real parser', () => {
    expect(markdownOnDemand(PARSER, STAND_IN)).toBeNull();
    expect(markdownOnDemand(PARSER, '/repo/src/ui/Markdown.tsx')).toBeNull();
    expect(markdownOnDemand(PARSER, '/repo/node_modules/other/index.js')).toBeNull();
    expect(markdownOnDemand(PARSER, undefined)).toBeNull();
  });

  it('redirects nothing else RJSF imports', () => {
    expect(markdownOnDemand('markdown-to-jsx', rjsf)).toBeNull();
    expect(markdownOnDemand('@rjsf/utils', rjsf)).toBeNull();
  });

  it('runs before other resolvers, as a Vite plugin', () => {
    const plugin = markdownOnDemandPlugin();
    expect(plugin.enforce).toBe('pre');
    expect(typeof plugin.resolveId).toBe('function');
  });
});
