import { describe, expect, it } from 'vitest';
import { mailIdFor } from './mail-id.ts';

describe('mailIdFor', () => {
  it('names the same event the same way every time, and different events apart', () => {
    expect(mailIdFor('flag-alert', 'resp1', 'phq9-item9')).toBe(mailIdFor('flag-alert', 'resp1', 'phq9-item9'));
    expect(mailIdFor('flag-alert', 'resp1', 'phq9-item9')).not.toBe(mailIdFor('flag-escalation', 'resp1', 'phq9-item9'));
    expect(mailIdFor('flag-alert', 'resp1', 'a')).not.toBe(mailIdFor('flag-alert', 'resp1a'));
    expect(mailIdFor('flag-digest', '2026-03-29')).toBe('flag-digest~2026-03-29');
  });

  it('cannot be split or nested by a part: separators and slashes are encoded', () => {
    expect(mailIdFor('measure-due', 'a~b', 'c')).not.toBe(mailIdFor('measure-due', 'a', 'b~c'));
    expect(mailIdFor('booking-reminder', 'sessions/x', 7)).not.toContain('/');
  });

  it('refuses an event without ids, an empty part, and ids too long for a document id', () => {
    expect(() => mailIdFor('security')).toThrow(/needs the event's ids/);
    expect(() => mailIdFor('security', '')).toThrow(/empty/);
    expect(() => mailIdFor('security', 'x'.repeat(1_600))).toThrow(/too long/);
  });
});
