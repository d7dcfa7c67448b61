// Finds Java and Google's Cloud Firestore emulator jar. Order: FIRESTORE_EMULATOR_JAR, the Google
// Cloud CLI's component (sdk root from gcloud), then firebase-tools' download cache.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const JAR_IN_SDK = ['platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'];

export const INSTALL_HINT = [
  'The Firestore emulator needs Java (17 or later) and Google\'s emulator jar. On Debian/Ubuntu:',
  '  apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator',
  '  (the second package comes from Google\'s Cloud SDK apt repository;',
  '   or `gcloud components install cloud-firestore-emulator` with a non-apt gcloud)',
  'Or point at a jar you already have: FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar',
].join('\n');

export class MissingToolError extends Error {}

function quiet(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 20_000 }).trim();
  } catch {
    return '';
  }
}

/** The `java` to run: $JAVA_HOME/bin/java when set, else the one on PATH. */
export function findJava(env = process.env) {
  const candidates = [env.JAVA_HOME && path.join(env.JAVA_HOME, 'bin', 'java'), quiet('sh', ['-c', 'command -v java'])];
  const java = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!java) throw new MissingToolError(`Java was not found (no JAVA_HOME, no java on PATH).\n${INSTALL_HINT}`);
  const major = javaMajorVersion(spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 20_000 }).stderr);
  if (major !== null && major < 11) {
    throw new MissingToolError(`Java ${major} at ${java} is too old for the Firestore emulator.\n${INSTALL_HINT}`);
  }
  return java;
}

/** Major version from `java -version` text ('openjdk version "17.0.15"' -> 17, '"1.8.0"' -> 8). */
export function javaMajorVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text ?? '');
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/**
 * Google Cloud SDK roots worth looking in: the folder above gcloud's real bin/ (instant), then
 * what `gcloud info` reports (about a second, so only asked when the first guess has no jar).
 */
function* sdkRoots() {
  const gcloud = quiet('sh', ['-c', 'command -v gcloud']);
  if (!gcloud) return;
  let guessed = null;
  try {
    guessed = path.dirname(path.dirname(realpathSync(gcloud)));
    yield guessed;
  } catch {
    // A dangling symlink: ask gcloud itself below.
  }
  const reported = quiet('gcloud', ['info', '--format=value(installation.sdk_root)']);
  if (reported && reported !== guessed) yield reported;
}

/** Newest cloud-firestore-emulator-*.jar in firebase-tools' cache, if any. */
export function newestCachedJar(names) {
  const jars = names.filter((name) => /^cloud-firestore-emulator-v?[\d.]+\.jar$/.test(name));
  const version = (name) => name.match(/[\d.]+(?=\.jar$)/)[0].split('.').map(Number);
  jars.sort((a, b) => {
    const [va, vb] = [version(a), version(b)];
    for (let i = 0; i < Math.max(va.length, vb.length); i += 1) {
      if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (vb[i] ?? 0) - (va[i] ?? 0);
    }
    return 0;
  });
  return jars[0] ?? null;
}

/** Returns {jar, source}; throws MissingToolError saying what to install. */
export function findFirestoreJar(env = process.env) {
  if (env.FIRESTORE_EMULATOR_JAR) {
    if (existsSync(env.FIRESTORE_EMULATOR_JAR)) return { jar: env.FIRESTORE_EMULATOR_JAR, source: 'FIRESTORE_EMULATOR_JAR' };
    throw new MissingToolError(`FIRESTORE_EMULATOR_JAR points at ${env.FIRESTORE_EMULATOR_JAR}, which does not exist.\n${INSTALL_HINT}`);
  }
  for (const root of sdkRoots()) {
    const jar = path.join(root, ...JAR_IN_SDK);
    if (existsSync(jar)) return { jar, source: 'Google Cloud CLI' };
  }
  const cache = path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const newest = newestCachedJar(readdirSync(cache));
    if (newest) return { jar: path.join(cache, newest), source: 'firebase-tools cache' };
  }
  throw new MissingToolError(`The Cloud Firestore emulator jar was not found.\n${INSTALL_HINT}`);
}
