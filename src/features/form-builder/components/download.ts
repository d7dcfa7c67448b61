import type { FormDefinition } from '@engine';

/** Saves text as a JSON file on the administrator's device (exports, and their version before reloading theirs). */
export function downloadJson(fileName: string, text: string): void {
  // jsdom (component tests) has no object URLs: nothing to download there
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a definition as a JSON file (e.g. the administrator's version before reloading theirs). */
export function downloadDefinition(definition: FormDefinition, fileName = `${definition.id}-my-version.json`): void {
  downloadJson(fileName, `${JSON.stringify(definition, null, 2)}\n`);
}
