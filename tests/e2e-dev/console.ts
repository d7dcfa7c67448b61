import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Console lines that are not the app's: each names where it comes from and why it is allowed.
 * Anything else the browser logs as an error or warning fails the test.
 */
export const NOT_OURS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /status of 501 \(Not Implemented\) \(http:\/\/127\.0\.0\.1:\d+\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig\?/,
    why: 'The Auth emulator does not implement reCAPTCHA Enterprise config: the SDK asks for it before texting a second-factor code, then goes on with its test verifier. A real project answers it.',
  },
];

/** Pure: whether a console line is on the allow-list. */
export const allowed = (text: string) => NOT_OURS.some(({ pattern }) => pattern.test(text));

const describe = (where: string, message: ConsoleMessage) => {
  const at = message.location();
  return `${where} console.${message.type()}: ${message.text()}${at.url ? ` (${at.url}:${at.lineNumber})` : ''}`;
};

/**
 * `test` whose every page reports its console errors and warnings (the page's and its workers')
 * and uncaught exceptions; a test fails at its end if there was any not on the allow-list.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const take = (where: string) => (message: ConsoleMessage) => {
        // matched with where the line came from: a failed request names its address only there
        const line = describe(where, message);
        if ((message.type() === 'error' || message.type() === 'warning') && !allowed(line)) problems.push(line);
      };
      page.on('console', take('page'));
      page.on('worker', (worker) => worker.on('console', take(`worker ${worker.url()}`)));
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
      await use(problems);
      expect(problems, 'the browser console has no errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
