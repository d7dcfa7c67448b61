/**
 * Pure decisions of `publish`: where to write. Whether a new version is needed (and its number)
 * is `planPublish` from '@engine', shared with the FormBuilder's publishForm callable.
 */

export type PublishTarget =
  | { mode: 'emulator'; host: string; projectId: string }
  | { mode: 'production'; projectId: string };

/**
 * Where publish writes. The emulator unless FORMS_PUBLISH_TARGET=production is set deliberately,
 * so a stray run on a laptop never touches the real project.
 */
export function resolveTarget(env: Record<string, string | undefined>): { ok: true; target: PublishTarget } | { ok: false; error: string } {
  const projectId = env.GCLOUD_PROJECT || env.VITE_FIREBASE_PROJECT_ID || undefined;
  if (env.FORMS_PUBLISH_TARGET === 'production') {
    if (!projectId) return { ok: false, error: 'FORMS_PUBLISH_TARGET=production needs GCLOUD_PROJECT (the real project id)' };
    if (projectId.startsWith('demo-')) return { ok: false, error: `"${projectId}" is a demo project id: it only exists in the emulator` };
    if (env.FIRESTORE_EMULATOR_HOST) return { ok: false, error: 'unset FIRESTORE_EMULATOR_HOST to publish to the real project' };
    return { ok: true, target: { mode: 'production', projectId } };
  }
  if (env.FORMS_PUBLISH_TARGET && env.FORMS_PUBLISH_TARGET !== 'emulator') {
    return { ok: false, error: `FORMS_PUBLISH_TARGET must be "emulator" or "production", not "${env.FORMS_PUBLISH_TARGET}"` };
  }
  return { ok: true, target: { mode: 'emulator', host: env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080', projectId: projectId ?? 'demo-wellness' } };
}
