import { devProjectId } from './devProject.mjs';

/**
 * Where `admin:grant` applies the role: a real project when GOOGLE_APPLICATION_CREDENTIALS is
 * set, or a non-demo FIREBASE_PROJECT_ID/GCLOUD_PROJECT is named, and no Auth emulator host is
 * set; otherwise the local emulators (project from the env, else npm run dev's project).
 * @returns {{mode: 'emulator' | 'project', projectId: string | null}}
 */
export function chooseAdminTarget(env, root) {
  const configured = env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || null;
  const real = !env.FIREBASE_AUTH_EMULATOR_HOST && (Boolean(env.GOOGLE_APPLICATION_CREDENTIALS) || (configured !== null && !configured.startsWith('demo-')));
  if (real) return { mode: 'project', projectId: configured };
  return { mode: 'emulator', projectId: configured ?? devProjectId(root, env) };
}
