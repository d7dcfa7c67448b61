/**
 * with-emulators' argv: flags before `--`, the command after it. `--seed` implies
 * `--functions` (seeding needs the Auth emulator); `--mail` starts the local inbox.
 */
export function parseWithEmulatorsArgs(argv) {
  const separator = argv.indexOf('--');
  const flags = new Set(separator === -1 ? argv : argv.slice(0, separator));
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const known = ['--functions', '--seed', '--preview', '--mail'];
  return {
    functions: flags.has('--functions') || flags.has('--seed'),
    seed: flags.has('--seed'),
    preview: flags.has('--preview'),
    mail: flags.has('--mail'),
    command,
    unknown: [...flags].filter((flag) => !known.includes(flag)),
  };
}

/**
 * dev.mjs' argv: `--fresh` (emulators start empty and nothing is saved: `.emulator-data/` is
 * neither read nor written) and, after `--`, a command to run once the stack is ready; the stack
 * then stops by itself and dev.mjs exits with the command's code (non-interactive: tests, CI).
 */
export function parseDevArgs(argv) {
  const separator = argv.indexOf('--');
  const flags = new Set(separator === -1 ? argv : argv.slice(0, separator));
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  return {
    fresh: flags.has('--fresh'),
    command,
    unknown: [...flags].filter((flag) => flag !== '--fresh'),
  };
}
