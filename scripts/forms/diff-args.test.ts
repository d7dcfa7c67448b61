import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('forms diff arguments', () => {
  it('a form id alone compares the committed file; one or two versions compare published ones', () => {
    expect(parseArgs(['diff', 'ptsd'])).toEqual({ ok: true, command: { verb: 'diff', formId: 'ptsd', from: null, to: null, renames: [], json: false } });
    expect(parseArgs(['diff', 'ptsd', '2'])).toEqual({ ok: true, command: { verb: 'diff', formId: 'ptsd', from: 2, to: null, renames: [], json: false } });
    expect(parseArgs(['diff', 'ptsd', '1', '3', '--json'])).toEqual({ ok: true, command: { verb: 'diff', formId: 'ptsd', from: 1, to: 3, renames: [], json: true } });
  });

  it('declared renames, as --rename old=new or --rename=old=new', () => {
    const parsed = parseArgs(['diff', 'ptsd', '--rename', 'pcl1=intrusiveMemories', '--rename=worstEvent=worstExperience']);
    expect(parsed.ok && parsed.command).toMatchObject({ renames: [{ from: 'pcl1', to: 'intrusiveMemories' }, { from: 'worstEvent', to: 'worstExperience' }] });
  });

  it('explains what is wrong', () => {
    const error = (argv: string[]) => {
      const parsed = parseArgs(argv);
      return parsed.ok ? null : parsed.error;
    };
    expect(error(['diff'])).toBe('diff needs <form-id> and at most two versions: diff <form-id> [from] [to]');
    expect(error(['diff', 'PTSD'])).toBe('"PTSD" is not a form id (lowercase words joined by hyphens)');
    expect(error(['diff', 'ptsd', 'two'])).toBe('"two" is not a version number (1, 2, 3 ...)');
    expect(error(['diff', 'ptsd', '0'])).toBe('"0" is not a version number (1, 2, 3 ...)');
    expect(error(['diff', 'ptsd', '3', '1'])).toBe('give the older version first: diff ptsd 1 3');
    expect(error(['diff', 'ptsd', '1', '2', '3'])).toBe('diff needs <form-id> and at most two versions: diff <form-id> [from] [to]');
    expect(error(['diff', 'ptsd', '--rename', 'a'])).toBe('--rename needs old=new with two question names, like --rename sleep_hours=sleepHours (got "a")');
    expect(error(['diff', 'ptsd', '--rename'])).toBe('--rename needs old=new with two question names, like --rename sleep_hours=sleepHours (got "")');
    expect(error(['diff', 'ptsd', '1', '--rename', 'a=b'])).toBe('--rename declares renames in the committed file: use it without versions');
    expect(error(['diff', 'ptsd', '--all'])).toBe('diff does not know the option "--all"');
  });
});
