// Rules hot reload: firestore.rules edits reach the running emulator without a restart.
import { watch } from 'node:fs';
import path from 'node:path';
import { fail, ok } from './log.mjs';

/**
 * Watches `rulesPath` (its folder, since editors often replace the file) and sends every change
 * to `reload()`, which resolves {ok, message}. Returns a function that stops watching.
 */
export function watchRules(rulesPath, reload, { debounceMs = 150 } = {}) {
  const name = path.basename(rulesPath);
  let timer = null;
  let running = Promise.resolve();
  const push = () => {
    running = running.then(async () => {
      try {
        const result = await reload();
        if (result.ok) ok(`${name} reloaded into the Firestore emulator`);
        else fail(`${name} was not loaded (the emulator keeps the previous rules): ${result.message}`);
      } catch (error) {
        fail(`Could not reload ${name}: ${error.message}`);
      }
    });
  };
  const watcher = watch(path.dirname(rulesPath), (_event, changed) => {
    if (changed !== name) return;
    clearTimeout(timer);
    timer = setTimeout(push, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
