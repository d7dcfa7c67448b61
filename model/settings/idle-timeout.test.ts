import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MESSAGE, IDLE_TIMEOUT_MINUTES, idleTimeoutProblem, readIdleTimeoutMinutes } from './idle-timeout.ts';

describe('idle timeout', () => {
  it('reads a stored whole number of minutes from 5 to 60, else the default of 15', () => {
    expect(readIdleTimeoutMinutes(5)).toBe(5);
    expect(readIdleTimeoutMinutes(60)).toBe(60);
    for (const bad of [undefined, null, 4, 61, 15.5, '20', Number.NaN]) expect(readIdleTimeoutMinutes(bad), String(bad)).toBe(IDLE_TIMEOUT_MINUTES.default);
    expect(IDLE_TIMEOUT_MINUTES.default).toBe(15);
  });

  it('refuses to save anything else, in words', () => {
    expect(idleTimeoutProblem(30)).toBeNull();
    for (const bad of [4, 61, 10.5, '30', undefined]) expect(idleTimeoutProblem(bad), String(bad)).toBe(IDLE_TIMEOUT_MESSAGE);
    expect(IDLE_TIMEOUT_MESSAGE).toBe('Enter a whole number of minutes from 5 to 60.');
  });
});
