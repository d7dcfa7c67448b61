import type { FormDefinition } from '@engine';

/** Saves a definition as a JSON file on the administrator's device (e.g. their version before reloading theirs). */
export function downloadDefinition(definition: FormDefinition, fileName = `${definition.id}-my-version.json`): void {
  const blob = new Blob([`${JSON.stringify(definition, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
