// Port checks before starting: a clear message naming the port and its service beats a Java
// stack trace or firebase-tools silently moving to another port.
import net from 'node:net';
import { HOST } from './hosts.mjs';

/** True when something already listens on host:port. */
export function portInUse(port, host = HOST) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES'));
    server.once('listening', () => server.close(() => resolve(false)));
    server.listen(port, host);
  });
}

/**
 * Throws one error listing every busy port among `wanted` ({service: port}).
 * @param {Record<string, number>} wanted
 */
export async function assertPortsFree(wanted) {
  const busy = [];
  for (const [service, port] of Object.entries(wanted)) {
    if (await portInUse(port)) busy.push(`${service} port ${port}`);
  }
  if (busy.length) {
    const ports = Object.values(wanted).join('|');
    throw new Error(
      `Port already in use: ${busy.join(', ')}.\n` +
        `  Another emulator or dev server is running. Find it with: ss -ltnp | grep -E ':(${ports})\\b'\n` +
        '  Stop it (Ctrl-C in its terminal, or kill its process id) and run this again.',
    );
  }
}
