import { describe, expect, it } from 'vitest';
import { filesToPrecache, type ViteManifest } from './offline-precache';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/app/areas/member.ts', 'src/app/areas/admin.ts'], css: ['assets/index-a.css'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  'src/app/areas/member.ts': { file: 'assets/member-c.js', imports: ['_shared.js'], dynamicImports: ['_renderer.js'] },
  '_renderer.js': { file: 'assets/renderer-d.js', css: ['assets/renderer-d.css'] },
  'src/app/areas/admin.ts': { file: 'assets/admin-e.js', imports: ['_builder.js', '_shared.js'] },
  '_builder.js': { file: 'assets/builder-f.js' },
};

describe('filesToPrecache', () => {
  it('keeps the entry, the member area and what it loads later, with their styles', () => {
    expect([...filesToPrecache(manifest)].sort()).toEqual(['assets/index-a.css', 'assets/index-a.js', 'assets/member-c.js', 'assets/renderer-d.css', 'assets/renderer-d.js', 'assets/shared-b.js']);
  });

  it('never keeps the administrators’ area nor a chunk only it reaches', () => {
    const files = filesToPrecache(manifest);
    expect(files.has('assets/admin-e.js')).toBe(false);
    expect(files.has('assets/builder-f.js')).toBe(false);
  });

  it('never keeps a data module only administrators call', () => {
    const withData: ViteManifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, dynamicImports: [...manifest['index.html']!.dynamicImports!, 'src/data/media-admin.ts', 'src/data/reviews.ts', 'src/data/outbox.ts'] },
      'src/data/media-admin.ts': { file: 'assets/media-admin-g.js' },
      'src/data/reviews.ts': { file: 'assets/reviews-h.js' },
      'src/data/outbox.ts': { file: 'assets/outbox-i.js' },
    };
    const files = filesToPrecache(withData);
    expect(files.has('assets/media-admin-g.js')).toBe(false);
    expect(files.has('assets/reviews-h.js')).toBe(false);
    expect(files.has('assets/outbox-i.js')).toBe(true);
  });

  it('keeps an area when it is not left out', () => {
    expect(filesToPrecache(manifest, []).has('assets/builder-f.js')).toBe(true);
  });
});
