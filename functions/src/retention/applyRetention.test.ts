import { describe, expect, it } from 'vitest';
import { applyRetention } from './applyRetention.ts';

describe('applyRetention', () => {
  it('is scheduled daily at 03:00 London time in europe-west2', () => {
    const endpoint = (applyRetention as unknown as { __endpoint: { region?: string[]; scheduleTrigger?: { schedule?: string; timeZone?: string } } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: '0 3 * * *', timeZone: 'Europe/London' });
    expect(endpoint.region).toEqual(['europe-west2']);
  });
});
