// The FHIR verbs of the real CLI (through tsx's loader, as `npm run forms` does): stdout is exactly
// the resource, notes and refusals go to stderr, and a refusal writes nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './load.ts';

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/forms.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-fhir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
};

describe('forms CLI and FHIR', { timeout: 60_000 }, () => {
  it('export --fhir prints an R4 Questionnaire with the LOINC codes, and names what FHIR has no form for on stderr', () => {
    const { code, stdout, stderr } = run('export', 'initial-assessment', '--fhir');
    expect(code).toBe(0);
    const questionnaire = JSON.parse(stdout);
    expect(questionnaire).toMatchObject({ resourceType: 'Questionnaire', id: 'initial-assessment', url: 'https://wellness.example/fhir/Questionnaire/initial-assessment', status: 'active' });
    expect(stdout).toContain('"44261-6"');
    expect(stdout).toContain('sdc-questionnaire-calculatedExpression');
    expect(stderr).toMatch(/note: flags has no FHIR form/);
    const back = run('import', write('ia.fhir.json', stdout));
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout)).toMatchObject({ id: 'initial-assessment', scoring: { scales: { phq9: { items: ['phq1', 'phq2', 'phq3', 'phq4', 'phq5', 'phq6', 'phq7', 'phq8', 'phq9'] } } } });
  });

  it('import refuses what is not an R4 Questionnaire with the path and the reason, printing nothing', () => {
    const patient = run('import', write('patient.json', { resourceType: 'Patient', id: 'p1' }));
    expect(patient).toMatchObject({ code: 1, stdout: '' });
    expect(patient.stderr).toMatch(/\/resourceType.*a FHIR Patient, not a Questionnaire/);
    const stu3 = run('import', write('stu3.json', { resourceType: 'Questionnaire', status: 'active', item: [{ linkId: 'a', type: 'choice', option: [{ valueString: 'x' }] }] }));
    expect(stu3).toMatchObject({ code: 1, stdout: '' });
    expect(stu3.stderr).toMatch(/\/item\/0.*FHIR STU3/);
    const r5 = run('import', write('r5.json', { resourceType: 'Questionnaire', status: 'active', meta: { fhirVersion: '5.0.0' }, item: [{ linkId: 'a', type: 'string' }] }));
    expect(r5.stderr).toMatch(/FHIR version "5.0.0" is not one this app reads/);
    const remote = run('import', write('remote.json', { resourceType: 'Questionnaire', status: 'active', item: [{ linkId: 'a', type: 'choice', answerValueSet: 'http://example.org/ValueSet/x' }] }));
    expect(remote).toMatchObject({ code: 1, stdout: '' });
    expect(remote.stderr).toMatch(/\/item\/0.*outside the file.*no remote look-ups/);
  });

  it('import refuses a file over the size limit and one nested too deep, printing nothing', () => {
    const big = run('import', write('big.json', `{"resourceType":"Questionnaire","description":"${'x'.repeat(5_100_000)}"}`));
    expect(big).toMatchObject({ code: 1, stdout: '' });
    expect(big.stderr).toMatch(/import reads files up to 5 MB/);
    let deep: unknown = { linkId: 'x', type: 'string' };
    for (let i = 0; i < 80; i++) deep = { linkId: `g${i}`, type: 'group', item: [deep] };
    const nested = run('import', write('deep.json', { resourceType: 'Questionnaire', status: 'active', item: [deep] }));
    expect(nested).toMatchObject({ code: 1, stdout: '' });
    expect(nested.stderr).toMatch(/nests more than 64 levels/);
  });

  it('bundle prints a Bundle with an Observation per complete total only, and refuses a bad response naming it', () => {
    const answers = Object.fromEntries([...Array.from({ length: 9 }, (_, i) => [`phq${i + 1}`, 1]), ...Array.from({ length: 6 }, (_, i) => [`gad${i + 1}`, 2])]);
    const responses = write('responses.json', [{ id: 'resp-1', memberId: 'member-7', formVersion: 4, data: answers, submittedAt: '2026-11-02T09:30:00Z' }]);
    const { code, stdout, stderr } = run('bundle', 'initial-assessment', responses);
    expect(code).toBe(0);
    const bundle = JSON.parse(stdout);
    expect(bundle.resourceType).toBe('Bundle');
    const [qr, ...observations] = bundle.entry.map((e: { resource: unknown }) => e.resource);
    expect(qr).toMatchObject({ resourceType: 'QuestionnaireResponse', questionnaire: 'https://wellness.example/fhir/Questionnaire/initial-assessment|4', authored: '2026-11-02T09:30:00Z' });
    // PHQ-9 complete (9), GAD-7 missing its seventh item: no Observation for it
    expect(observations).toEqual([expect.objectContaining({ resourceType: 'Observation', valueInteger: 9, code: expect.objectContaining({ coding: [expect.objectContaining({ system: 'http://loinc.org', code: '44261-6' })] }) })]);
    expect(stderr).toMatch(/1 responses, 1 complete scale totals/);
    const bad = run('bundle', 'initial-assessment', write('bad.json', [{ id: 'resp-1', memberId: 'm', data: {}, submittedAt: 'yesterday' }]));
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toMatch(/\/0\/submittedAt.*date and time with its zone/);
  });
});
