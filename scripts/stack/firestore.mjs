// Google's Cloud Firestore emulator, started straight from its jar (firebase-tools refuses
// Java < 21 and cannot download here). See ../shared/LOCAL-STACK.md for the flags and quirks.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { HOST, PORTS, url } from './hosts.mjs';
import { findFirestoreJar, findJava } from './locate.mjs';
import { httpGet, pollUntil, startProcess, stopProcess } from './processes.mjs';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const EXPORT_NAME = 'firestore_export';
// `Authorization: Bearer owner` makes the emulator skip rules for admin REST calls.
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

/** The metadata file `--import-data` wants inside an export folder (the file, not the folder). */
export const exportMetadataFile = (dir) => path.join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);

/** Body of a securityRules PUT. */
export const rulesBody = (content) => JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } });

/** The readable part of the emulator's rules error ("L138:32 Unexpected ';'."). */
export function rulesErrorMessage(status, text) {
  try {
    const message = JSON.parse(text)?.error?.message;
    if (message) return message.replace(/^Error compiling rules:\s*/, '');
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return `HTTP ${status}: ${text.slice(0, 500)}`;
}

/**
 * Starts the emulator and resolves once GET / answers 200 "Ok".
 * @param {{projectId: string, rulesPath: string, importDir?: string, quiet?: boolean, port?: number}} options
 */
export async function startFirestore({ projectId, rulesPath, importDir, quiet = true, port = PORTS.firestore }) {
  const java = findJava();
  const { jar } = findFirestoreJar();
  const args = ['-cp', jar, MAIN_CLASS, '--host', HOST, '--port', String(port), '--rules', rulesPath,
    '--project_id', projectId, '--single_project_mode'];
  const metadata = importDir && exportMetadataFile(importDir);
  const imported = Boolean(metadata && existsSync(metadata));
  if (imported) args.push('--import-data', metadata);
  const proc = startProcess('firestore', java, args, { quiet });
  try {
    await pollUntil(`the Firestore emulator on port ${port}`, async () => {
      const response = await httpGet(url(port));
      return response.ok && (await response.text()).trim() === 'Ok';
    }, { proc, timeoutMs: 180_000 }); // under load on 2 cores the JVM has taken over a minute
  } catch (error) {
    await stopProcess(proc, { graceMs: 2_000 });
    throw error;
  }
  const base = url(port, `/emulator/v1/projects/${projectId}`);

  return {
    proc,
    imported,
    host: `${HOST}:${port}`,
    /** Sends the rules file to the running emulator; resolves {ok, message}. */
    async reloadRules(file = rulesPath) {
      const response = await fetch(`${base}:securityRules`, {
        method: 'PUT', headers: OWNER, body: rulesBody(await readFile(file, 'utf8')),
      });
      return response.ok ? { ok: true, message: '' } : { ok: false, message: rulesErrorMessage(response.status, await response.text()) };
    },
    /** Exports every document into `dir` (written beside it first, then swapped in). */
    async exportTo(dir) {
      const next = `${dir}.next`;
      await rm(next, { recursive: true, force: true });
      await mkdir(next, { recursive: true });
      const response = await fetch(`${base}:export`, {
        method: 'POST', headers: OWNER,
        body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: path.resolve(next), export_name: EXPORT_NAME }),
      });
      if (!response.ok) throw new Error(`Firestore export failed: HTTP ${response.status} ${await response.text()}`);
      await rm(dir, { recursive: true, force: true });
      await rename(next, dir);
    },
    /** Deletes every document of the project (tests start from nothing). */
    async clear() {
      await fetch(url(port, `/emulator/v1/projects/${projectId}/databases/(default)/documents`), { method: 'DELETE', headers: OWNER });
    },
    stop: () => stopProcess(proc, { graceMs: 5_000 }),
  };
}
