import type { FormDefinition } from '@engine';
import { downloadText } from '../../../ui';

/** Saves text as a JSON file on the administrator's device (exports, and their version before reloading theirs). */
export function downloadJson(fileName: string, text: string): void {
  downloadText(fileName, text, 'application/json');
}

/** Saves a definition as a JSON file (e.g. the administrator's version before reloading theirs). */
export function downloadDefinition(definition: FormDefinition, fileName = `${definition.id}-my-version.json`): void {
  downloadJson(fileName, `${JSON.stringify(definition, null, 2)}\n`);
}
