// The scale seed's options and its guard: plain functions, no Firebase (seed.mjs reads them
// before firebase-admin loads).

/**
 * `--responses N [--members M] [--form ID] [--form-responses F] [--seed S]` from argv; null when
 * `--responses` is absent. `--form-responses`: how many go to `--form` (the rest to the other forms).
 * Throws a readable error on a bad value.
 * @param {string[]} argv
 */
export function parseScaleArgs(argv) {
  const value = (name) => {
    const index = argv.indexOf(name);
    if (index === -1) return undefined;
    const text = argv[index + 1];
    if (text === undefined || text.startsWith('--')) throw new Error(`${name} needs a value.`);
    return text;
  };
  const count = (name, text, min, max) => {
    if (text === undefined) return undefined;
    const number = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(number >= min && number <= max)) throw new Error(`${name} ${text}: use a whole number from ${min} to ${max}.`);
    return number;
  };
  const responses = count('--responses', value('--responses'), 1, 200_000);
  if (responses === undefined) {
    if (['--members', '--form', '--form-responses', '--seed'].some((flag) => argv.includes(flag))) throw new Error('--members, --form, --form-responses and --seed go with --responses N.');
    return null;
  }
  return {
    responses,
    members: count('--members', value('--members'), 1, 100_000) ?? 500,
    formId: value('--form') ?? 'initial-assessment',
    formResponses: count('--form-responses', value('--form-responses'), 0, responses) ?? undefined,
    seed: count('--seed', value('--seed'), 0, 2 ** 31) ?? undefined,
  };
}

/** True when the Admin SDK is pointed at a local emulator (the only place the scale seed writes). */
export function isLocalEmulator(env = process.env) {
  return /^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(env.FIRESTORE_EMULATOR_HOST ?? '');
}
