import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('reads each verb', () => {
    expect(parseArgs(['check'])).toEqual({ ok: true, command: { verb: 'check' } });
    expect(parseArgs(['validate', 'ptsd', 'a.json'])).toEqual({ ok: true, command: { verb: 'validate', formId: 'ptsd', dataPath: 'a.json' } });
    expect(parseArgs(['score', 'initial-assessment', 'b.json'])).toEqual({ ok: true, command: { verb: 'score', formId: 'initial-assessment', dataPath: 'b.json' } });
    expect(parseArgs(['publish'])).toEqual({ ok: true, command: { verb: 'publish', formId: null } });
    expect(parseArgs(['publish', 'indian-head'])).toEqual({ ok: true, command: { verb: 'publish', formId: 'indian-head' } });
    expect(parseArgs([])).toEqual({ ok: true, command: { verb: 'help' } });
  });

  it('explains wrong arguments', () => {
    expect(parseArgs(['validate', 'ptsd'])).toEqual({ ok: false, error: 'validate needs exactly <form-id> <data.json>' });
    expect(parseArgs(['score', '../etc', 'x.json'])).toEqual({ ok: false, error: '"../etc" is not a form id (lowercase words joined by hyphens)' });
    expect(parseArgs(['publish', 'a', 'b'])).toEqual({ ok: false, error: 'publish takes at most one <form-id>' });
    expect(parseArgs(['check', 'extra'])).toEqual({ ok: false, error: 'check takes no arguments' });
    expect(parseArgs(['deploy'])).toEqual({ ok: false, error: 'unknown verb "deploy"' });
  });
});
