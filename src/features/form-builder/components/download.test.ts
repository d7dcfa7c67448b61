import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadDefinition, downloadJson } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Stubs object URLs and records what each clicked link would save. */
function recordDownloads() {
  const blobs: Blob[] = [];
  const saved: { name: string; href: string }[] = [];
  vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (blobs.push(b), `blob:${blobs.length}`), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { blobs, saved };
}

describe('downloadJson', () => {
  it('saves the text under the file name and leaves no link behind', async () => {
    const { blobs, saved } = recordDownloads();
    downloadJson('sleep.rjsf.json', '{"a":1}\n');
    expect(saved).toEqual([{ name: 'sleep.rjsf.json', href: 'blob:1' }]);
    expect(blobs[0]!.type).toBe('application/json');
    expect(await blobs[0]!.text()).toBe('{"a":1}\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('does nothing where the browser cannot make object URLs', () => {
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    downloadJson('x.json', '{}');
    expect(click).not.toHaveBeenCalled();
  });
});

describe('downloadDefinition', () => {
  it('saves the definition as indented JSON named after the form', async () => {
    const { blobs, saved } = recordDownloads();
    downloadDefinition({ id: 'sleep', version: 1, title: 'Sleep', schema: { type: 'object' } } as never);
    expect(saved[0]!.name).toBe('sleep-my-version.json');
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ id: 'sleep', title: 'Sleep' });
  });
});
