// Finds the Chromium the end-to-end tests and the bench drive: CHROME_PATH, else Debian's
// `chromium` on PATH. Playwright never downloads a browser here (no internet).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Path of the Chromium binary, or null. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser tests. Install Debian\'s package (apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.';

/** Path of the Chromium binary, or exits with the message saying what to install. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(NO_CHROMIUM_MESSAGE);
    process.exit(1);
  }
  return path;
}
