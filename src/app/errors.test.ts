import { describe, expect, it } from 'vitest';
import { describeError, notFoundStatusText, unmatchedMessage } from './errors';

describe('describeError', () => {
  it('shows the Page Not Found variant for a 404', () => {
    expect(describeError({ status: 404, statusText: notFoundStatusText('/View-blog/%20') }, '/x')).toEqual({
      status: 404,
      statusMessage: 'Page Not Found',
      description: 'Page Not Found: /View-blog/%20',
    });
  });
  it('shows Internal Server Error for anything thrown', () => {
    const view = describeError(new Error('secret stack detail'), '/dashboard');
    expect(view.status).toBe(500);
    expect(view.statusMessage).toBe('Internal Server Error');
    expect(view.description).not.toContain('secret');
  });
  it('keeps other HTTP statuses', () => {
    expect(describeError({ status: 403 }, '/x').status).toBe(403);
  });
  it('words the unmatched-route message as the specification does', () => {
    expect(unmatchedMessage('/nope')).toBe('Page not found: /nope');
  });
});
