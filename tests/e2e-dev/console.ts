import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Console lines that are not the app's: each names where it comes from and why it is allowed.
 * Anything else the browser logs as an error or warning fails the test.
 */
export const NOT_OURS: { pattern: RegExp; why: string }[] = [];

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
        if ((message.type() === 'error' || message.type() === 'warning') && !allowed(message.text())) problems.push(describe(where, message));
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
