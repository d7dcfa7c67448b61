import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SURVEYJS_PACKAGES, installedVersions, runErrors, surveyVersionProblem, usesSurveyJs } from './peer-check.mjs';

const all = (version) => Object.fromEntries(SURVEYJS_PACKAGES.map((name) => [name, version]));

describe('surveyVersionProblem', () => {
  it('accepts every SurveyJS package at one version', () => {
    expect(surveyVersionProblem(all('2.5.43'))).toBeNull();
  });

  it('refuses mixed versions, naming each package and its version', () => {
    const message = surveyVersionProblem({ ...all('3.0.3'), 'survey-react-ui': '3.0.0' });
    expect(message).toContain('different versions');
    expect(message).toContain('survey-core 3.0.3');
    expect(message).toContain('survey-react-ui 3.0.0');
  });

  it('refuses a package that is not installed, naming it', () => {
    const message = surveyVersionProblem({ ...all('2.5.43'), 'survey-creator-react': null });
    expect(message).toContain('not fully installed');
    expect(message).toContain('survey-creator-react');
  });
});

describe('installedVersions', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads each package.json version, null for a package that is not there', () => {
    root = mkdtempSync(join(os.tmpdir(), 'peer-check-'));
    mkdirSync(join(root, 'node_modules/survey-core'), { recursive: true });
    writeFileSync(join(root, 'node_modules/survey-core/package.json'), JSON.stringify({ name: 'survey-core', version: '2.5.43' }));
    expect(installedVersions(root, ['survey-core', 'survey-react-ui'])).toEqual({ 'survey-core': '2.5.43', 'survey-react-ui': null });
  });
});

describe('usesSurveyJs', () => {
  it('is true when the SurveyJS renderer or the SurveyJS Creator is in the run', () => {
    expect(usesSurveyJs(['engine', 'surveyjs'], [])).toBe(true);
    expect(usesSurveyJs(['engine'], ['engine', 'surveyjs-creator'])).toBe(true);
    expect(usesSurveyJs(['engine', 'rjsf-stock'], ['engine', 'formio-builder'])).toBe(false);
  });
});

describe('runErrors', () => {
  it('is empty when every renderer and builder measured', () => {
    expect(runErrors({ sizes: { 300: { engine: { keyP95Ms: 5 } } }, builder: { 300: { engine: { mountMs: 9 } } } })).toEqual([]);
  });

  it('lists a renderer, a PCL-5 renderer, a builder and a builder interaction that errored, first line only', () => {
    const report = {
      sizes: { 300: { engine: { keyP95Ms: 5 }, surveyjs: { error: 'survey-core and survey-react-ui differ\nstack…' } } },
      forms: { pcl5: { jsonforms: { error: 'no text field' } } },
      builder: { 300: { 'formio-builder': { error: 'did not mount' }, 'surveyjs-creator': { mountMs: 400, errors: { move: 'drop never shown' } } } },
    };
    expect(runErrors(report)).toEqual([
      '300 fields · surveyjs: survey-core and survey-react-ui differ',
      'pcl5 · jsonforms: no text field',
      'builder 300 questions · formio-builder: did not mount',
      'builder 300 questions · surveyjs-creator · move: drop never shown',
    ]);
  });
});
