// Where each local service listens. One place, so scripts, tests and the printed URLs agree.
export const HOST = '127.0.0.1';

export const PORTS = Object.freeze({
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  vite: 5173,
  preview: 4173,
});

export const REGION = 'europe-west2';

export const hostPort = (port) => `${HOST}:${port}`;
export const url = (port, path = '/') => `http://${HOST}:${port}${path}`;

/**
 * Environment for any process that talks to the emulators (Admin SDK, firebase CLI, tests).
 * @param {string} projectId
 * @param {{auth?: boolean}} [options]
 */
export function emulatorEnv(projectId, { auth = true } = {}) {
  return {
    FIRESTORE_EMULATOR_HOST: hostPort(PORTS.firestore),
    ...(auth ? { FIREBASE_AUTH_EMULATOR_HOST: hostPort(PORTS.auth) } : {}),
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    // No metadata-server probes from the Admin SDK: there is no GCE here.
    METADATA_SERVER_DETECTION: 'none',
  };
}
