// Which project id `npm run dev` runs the emulators (and the app) under.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const DEFAULT_DEV_PROJECT = 'demo-wellness';

/**
 * VITE_FIREBASE_PROJECT_ID from the environment, else from .env.local / .env (what Vite would
 * read), else demo-wellness.
 */
export function devProjectId(root, env = process.env) {
  if (env.VITE_FIREBASE_PROJECT_ID) return env.VITE_FIREBASE_PROJECT_ID;
  for (const file of ['.env.development.local', '.env.local', '.env.development', '.env']) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const value = parseEnv(readFileSync(full, 'utf8')).VITE_FIREBASE_PROJECT_ID;
    if (value) return value;
  }
  return DEFAULT_DEV_PROJECT;
}

/** `demo-` projects are emulator-only: nothing can reach a real Firebase project by mistake. */
export const isDemoProject = (projectId) => projectId.startsWith('demo-');
