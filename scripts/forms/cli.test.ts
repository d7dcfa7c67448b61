// Runs the real CLI (through tsx's loader, as `npm run forms` does) to prove stdout is exactly JSON
// and the exit codes are right. `node --import tsx` rather than the tsx binary: one process per run
// instead of two (the binary starts node again), some 15% less per case.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './load.ts';

const fixture = (name: string) => path.join(REPO_ROOT, 'tests/fixtures/forms', name);

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/forms.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('forms CLI', { timeout: 30_000 }, () => {
  it('score prints only the JSON result', () => {
    const { code, stdout } = run('score', 'ptsd', fixture('ptsd-cutoff-33.json'));
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.scales.pcl5).toEqual({ total: 33, complete: true, band: null, subscales: { B: 20, C: 8, D: 5, E: 0 }, rules: { cutoff: true, dsm5: false } });
    expect(result.flags.map((f: { id: string }) => f.id)).toEqual(['pcl5-probable-ptsd']);
  });

  it('validate exits 1 with readable messages on stderr and JSON on stdout', () => {
    const { code, stdout, stderr } = run('validate', 'initial-assessment', fixture('initial-assessment-missing.json'));
    expect(code).toBe(1);
    expect(JSON.parse(stdout).valid).toBe(false);
    expect(stderr).toContain('email (section "about-you"): Enter a valid email address');
  });

  it('validate exits 0 for a complete response', () => {
    const { code, stdout } = run('validate', 'indian-head', fixture('indian-head-fever.json'));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ valid: true, errors: [] });
  });

  it('check passes the committed schemas', () => {
    const { code, stdout } = run('check');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).ok).toBe(true);
  });

  it('check accepts file paths and fails naming the broken one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-cli-'));
    try {
      const ptsd = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/forms/ptsd.json'), 'utf8'));
      writeFileSync(path.join(dir, 'ok.json'), JSON.stringify(ptsd));
      writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...ptsd, sections: [] }));
      const good = run('check', path.join(dir, 'ok.json'), 'schemas/forms/indian-head.json');
      expect(good.code).toBe(0);
      expect(JSON.parse(good.stdout).files).toHaveLength(2);
      const bad = run('check', path.join(dir, 'bad.json'));
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/FAIL .*bad\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('import prints a definition (exit 0), or the reason on stderr (exit 1)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-cli-'));
    try {
      const doc = path.join(dir, 'doc.json');
      writeFileSync(doc, JSON.stringify({ schema: { $schema: 'http://json-schema.org/draft-07/schema#', title: 'Sleep', properties: { hours: { type: 'integer' } } } }));
      const ok = run('import', doc, '--id', 'sleep');
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.stdout)).toMatchObject({ id: 'sleep', version: 1, title: 'Sleep', sections: [{ fields: ['hours'] }] });
      expect(ok.stderr).toMatch(/note: .*draft 2020-12/);
      writeFileSync(doc, '"just text"');
      const refused = run('import', doc);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/must hold a JSON object/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('export prints {"schema", "uiSchema"} for a form id', () => {
    const { code, stdout } = run('export', 'initial-assessment');
    expect(code).toBe(0);
    const doc = JSON.parse(stdout);
    expect(Object.keys(doc)).toEqual(['schema', 'uiSchema']);
    expect(doc.uiSchema['ui:order'][0]).toBe('fullName');
  });

  it('exits 2 with usage on a wrong verb', () => {
    const { code, stdout, stderr } = run('deploy');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('unknown verb "deploy"');
  });
});
