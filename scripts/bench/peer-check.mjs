/**
 * What a bench run refuses before it starts and fails on after it ends (pure but for reading the
 * installed packages): SurveyJS packages of different versions (SurveyJS itself refuses to run
 * with mixed versions), and a peer, builder or the engine that errored during the run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every SurveyJS package the bench pages load: all must be one version. */
export const SURVEYJS_PACKAGES = ['survey-core', 'survey-react-ui', 'survey-creator-core', 'survey-creator-react'];

/** The installed version of each package (its node_modules package.json), or null when it is not installed. */
export function installedVersions(root, packages = SURVEYJS_PACKAGES) {
  return Object.fromEntries(
    packages.map((name) => {
      try {
        return [name, JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version ?? null];
      } catch {
        return [name, null];
      }
    }),
  );
}

/**
 * Why these installed versions cannot be measured, or null when they can: a package missing, or
 * more than one version among them ("survey-core 3.0.3, survey-react-ui 3.0.0").
 */
export function surveyVersionProblem(versions) {
  const entries = Object.entries(versions);
  const missing = entries.filter(([, version]) => !version).map(([name]) => name);
  if (missing.length) {
    return `SurveyJS is not fully installed (${missing.join(', ')} missing). Run \`npm install\`, which installs the versions package.json pins.`;
  }
  const distinct = new Set(entries.map(([, version]) => version));
  if (distinct.size > 1) {
    return `SurveyJS packages are at different versions (${entries.map(([name, version]) => `${name} ${version}`).join(', ')}), and SurveyJS refuses to run that way. Pin all of them to one version in package.json and run \`npm install\`.`;
  }
  return null;
}

/** Whether a run with these renderers and builders loads SurveyJS at all. */
export const usesSurveyJs = (renderers, builders) => renderers.includes('surveyjs') || builders.includes('surveyjs-creator');

/**
 * Every error a report holds, as "where: what": a renderer or builder that failed to mount or
 * run, a builder interaction that failed, and the engine's build. Empty when everything measured.
 */
export function runErrors(report) {
  const errors = [];
  const add = (where, what) => errors.push(`${where}: ${String(what).split('\n')[0]}`);
  for (const [size, bySize] of Object.entries(report.sizes ?? {})) {
    for (const [renderer, figures] of Object.entries(bySize)) if (figures?.error) add(`${size} fields · ${renderer}`, figures.error);
  }
  for (const [form, byForm] of Object.entries(report.forms ?? {})) {
    for (const [renderer, figures] of Object.entries(byForm)) if (figures?.error) add(`${form} · ${renderer}`, figures.error);
  }
  for (const [size, bySize] of Object.entries(report.builder ?? {})) {
    for (const [builder, figures] of Object.entries(bySize)) {
      if (figures?.error) add(`builder ${size} questions · ${builder}`, figures.error);
      for (const [what, why] of Object.entries(figures?.errors ?? {})) add(`builder ${size} questions · ${builder} · ${what}`, why);
    }
  }
  return errors;
}
