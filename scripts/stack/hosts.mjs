// Where each local service listens. One place, so scripts, tests and the printed URLs agree.
// Every port can be moved by an environment variable (defaults as before), or all of them at once
// by PORT_OFFSET, so a test run and a dev stack, or two checkouts, run side by side.
export const HOST = '127.0.0.1';

export const DEFAULT_PORTS = Object.freeze({
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  vite: 5173,
  preview: 4173,
  /** the local inbox's SMTP side (MailDev): the functions send here */
  smtp: 1025,
  /** the local inbox's web page and REST API (MailDev) */
  inbox: 1080,
});

/**
 * firebase-tools' internal ports (nobody connects to them by hand). On firebase.json's ports they
 * are its defaults; on moved ports each gets a free port at start unless its variable names one.
 */
export const TOOL_PORT_VARIABLES = Object.freeze({
  hub: 'PORT_HUB',
  logging: 'PORT_LOGGING',
  eventarc: 'PORT_EVENTARC',
  tasks: 'PORT_TASKS',
});

/** The variable that moves each port. */
export const PORT_VARIABLES = Object.freeze({
  firestore: 'PORT_FIRESTORE',
  auth: 'PORT_AUTH',
  functions: 'PORT_FUNCTIONS',
  vite: 'PORT_DEV',
  preview: 'PORT_PREVIEW',
  smtp: 'PORT_SMTP',
  inbox: 'PORT_INBOX',
});

/** Ports browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports", from 1024 up). */
export const BLOCKED_PORTS = Object.freeze([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

const asPort = (name, raw) => {
  const text = String(raw).trim();
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1024 && port <= 65535)) throw new Error(`${name}=${JSON.stringify(raw)} is not a port: use a whole number from 1024 to 65535.`);
  if (BLOCKED_PORTS.includes(port)) throw new Error(`${name} would be ${port}, a port browsers and Node's fetch refuse to connect to: choose another (or another PORT_OFFSET).`);
  return port;
};

/**
 * Pure: the ports to use, from an environment record. An explicit PORT_<SERVICE> wins; otherwise
 * the default plus PORT_OFFSET (0 when unset). Throws a readable error on a bad value or clash.
 * @param {Record<string, string | undefined>} env
 */
export function readPorts(env) {
  const offsetText = env.PORT_OFFSET?.trim();
  const offset = offsetText ? Number(offsetText) : 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`PORT_OFFSET=${JSON.stringify(env.PORT_OFFSET)} is not an offset: use a whole number from 0 to 50000.`);
  }
  const ports = {};
  for (const [service, name] of Object.entries(PORT_VARIABLES)) {
    const raw = env[name];
    ports[service] = raw !== undefined && raw.trim() !== '' ? asPort(name, raw) : asPort('PORT_OFFSET', DEFAULT_PORTS[service] + offset);
  }
  for (const [service, name] of Object.entries(TOOL_PORT_VARIABLES)) {
    const raw = env[name];
    ports[service] = raw !== undefined && raw.trim() !== '' ? asPort(name, raw) : null;
  }
  const seen = new Map();
  const variable = (service) => PORT_VARIABLES[service] ?? TOOL_PORT_VARIABLES[service];
  for (const [service, port] of Object.entries(ports)) {
    if (port === null) continue;
    if (seen.has(port)) throw new Error(`${variable(seen.get(port))} and ${variable(service)} are both ${port}: give each service its own port.`);
    seen.set(port, service);
  }
  return Object.freeze(ports);
}

export const PORTS = readPorts(process.env);

/** True when firebase-tools can run on firebase.json as it is (Auth and Functions on their defaults, no internal port named). */
export const usesDefaultToolPorts = (ports = PORTS) =>
  ports.auth === DEFAULT_PORTS.auth && ports.functions === DEFAULT_PORTS.functions
  && Object.keys(TOOL_PORT_VARIABLES).every((service) => ports[service] === null);

export const REGION = 'europe-west2';

export const hostPort = (port) => `${HOST}:${port}`;
export const url = (port, path = '/') => `http://${HOST}:${port}${path}`;

/**
 * Environment for any process that talks to the emulators (Admin SDK, firebase CLI, tests).
 * @param {string} projectId
 * @param {{auth?: boolean, ports?: typeof PORTS}} [options]
 */
export function emulatorEnv(projectId, { auth = true, ports = PORTS } = {}) {
  return {
    FIRESTORE_EMULATOR_HOST: hostPort(ports.firestore),
    ...(auth ? { FIREBASE_AUTH_EMULATOR_HOST: hostPort(ports.auth) } : {}),
    // Read by the tests' web clients (not by any Firebase SDK).
    WELLNESS_FUNCTIONS_HOST: hostPort(ports.functions),
    WELLNESS_PREVIEW_URL: url(ports.preview),
    // The local inbox (MailDev): where the functions send, and its REST API for the tests.
    SMTP_CONNECTION_URI: `smtp://${hostPort(ports.smtp)}`,
    WELLNESS_INBOX_URL: url(ports.inbox),
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    FIREBASE_PROJECT_ID: projectId,
    // No metadata-server probes from the Admin SDK: there is no GCE here.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** What the web app must be built (or served) with to reach emulators on these ports. */
export function appEmulatorEnv(ports = PORTS) {
  return {
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  };
}
