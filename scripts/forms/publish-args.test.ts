import { describe, expect, it } from 'vitest';
import { parsePublishArgs } from './publish-args.ts';

describe('parsePublishArgs', () => {
  it('publishes every form, or one, with declared renames', () => {
    expect(parsePublishArgs([])).toEqual({ ok: true, command: { verb: 'publish', formId: null, renames: [], noRename: false } });
    expect(parsePublishArgs(['ptsd', '--rename', 'pcl1=intrusive', '--rename=pcl2=dreams'])).toEqual({
      ok: true,
      command: { verb: 'publish', formId: 'ptsd', renames: [{ from: 'pcl1', to: 'intrusive' }, { from: 'pcl2', to: 'dreams' }], noRename: false },
    });
    expect(parsePublishArgs(['ptsd', '--no-rename'])).toMatchObject({ ok: true, command: { noRename: true, renames: [] } });
  });

  it('explains what it cannot use', () => {
    expect(parsePublishArgs(['a', 'b'])).toMatchObject({ ok: false, error: expect.stringContaining('at most one') });
    expect(parsePublishArgs(['--rename', 'a=b'])).toMatchObject({ ok: false, error: expect.stringContaining('name it') });
    expect(parsePublishArgs(['ptsd', '--rename', 'a'])).toMatchObject({ ok: false, error: expect.stringContaining('old=new') });
    expect(parsePublishArgs(['ptsd', '--rename', 'a=b', '--no-rename'])).toMatchObject({ ok: false, error: expect.stringContaining('not both') });
    expect(parsePublishArgs(['ptsd', '--force'])).toMatchObject({ ok: false, error: expect.stringContaining('--force') });
    expect(parsePublishArgs(['Not_An_Id'])).toMatchObject({ ok: false, error: expect.stringContaining('not a form id') });
  });
});
