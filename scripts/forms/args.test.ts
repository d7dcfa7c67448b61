import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('reads each verb', () => {
    expect(parseArgs(['check'])).toEqual({ ok: true, command: { verb: 'check', files: [] } });
    expect(parseArgs(['check', 'a.json', 'b/c.json'])).toEqual({ ok: true, command: { verb: 'check', files: ['a.json', 'b/c.json'] } });
    expect(parseArgs(['import', 'doc.json'])).toEqual({ ok: true, command: { verb: 'import', file: 'doc.json', id: null } });
    expect(parseArgs(['import', 'doc.json', '--id', 'sleep-check'])).toEqual({ ok: true, command: { verb: 'import', file: 'doc.json', id: 'sleep-check' } });
    expect(parseArgs(['import', '--id=sleep', 'doc.json'])).toEqual({ ok: true, command: { verb: 'import', file: 'doc.json', id: 'sleep' } });
    expect(parseArgs(['export', 'ptsd'])).toEqual({ ok: true, command: { verb: 'export', source: { formId: 'ptsd' }, fhir: false } });
    expect(parseArgs(['export', 'drafts/ptsd.json'])).toEqual({ ok: true, command: { verb: 'export', source: { file: 'drafts/ptsd.json' }, fhir: false } });
    expect(parseArgs(['export', 'Drafts'])).toEqual({ ok: true, command: { verb: 'export', source: { file: 'Drafts' }, fhir: false } });
    expect(parseArgs(['export', '--fhir', 'ptsd'])).toEqual({ ok: true, command: { verb: 'export', source: { formId: 'ptsd' }, fhir: true } });
    expect(parseArgs(['bundle', 'ptsd', 'responses.json'])).toEqual({ ok: true, command: { verb: 'bundle', source: { formId: 'ptsd' }, responses: 'responses.json' } });
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
    expect(parseArgs(['import'])).toEqual({ ok: false, error: 'import needs exactly one <file.json> (and optionally --id ID)' });
    expect(parseArgs(['import', 'a.json', 'b.json'])).toEqual({ ok: false, error: 'import needs exactly one <file.json> (and optionally --id ID)' });
    expect(parseArgs(['import', 'a.json', '--id'])).toEqual({ ok: false, error: '--id needs a form id' });
    expect(parseArgs(['import', 'a.json', '--id', 'Not An Id'])).toEqual({ ok: false, error: '"Not An Id" is not a form id (lowercase words joined by hyphens)' });
    expect(parseArgs(['import', 'a.json', '--force'])).toEqual({ ok: false, error: 'import does not know the option "--force"' });
    expect(parseArgs(['export'])).toEqual({ ok: false, error: 'export needs exactly one <definition.json | form-id> (and optionally --fhir)' });
    expect(parseArgs(['export', 'ptsd', '--xml'])).toEqual({ ok: false, error: 'export does not know the option "--xml"' });
    expect(parseArgs(['bundle', 'ptsd'])).toEqual({ ok: false, error: 'bundle needs exactly <definition.json | form-id> <responses.json>' });
    expect(parseArgs(['deploy'])).toEqual({ ok: false, error: 'unknown verb "deploy"' });
  });
});
