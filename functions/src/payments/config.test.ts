import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedReturnOrigin, LOCAL_WEBHOOK_SECRET, localPaymentsAllowed, stripeMode, webhookSecret } from './config.ts';

afterEach(() => vi.unstubAllEnvs());

describe('payments configuration', () => {
  it('is local test mode without a Stripe key, with the local webhook secret', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    expect(stripeMode()).toBe('local');
    expect(webhookSecret()).toBe(LOCAL_WEBHOOK_SECRET);
  });

  it('is live with a key, and verifies with the configured secret', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_real');
    expect(stripeMode()).toBe('live');
    expect(webhookSecret()).toBe('whsec_real');
  });

  it('allows test payments only on the emulator and only without a key', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(localPaymentsAllowed()).toBe(true);
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(localPaymentsAllowed()).toBe(false); // a deployed project that forgot its key
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123');
    expect(localPaymentsAllowed()).toBe(false);
  });

  it('returns buyers only to the app: configured origins, and local ones on the emulator', () => {
    vi.stubEnv('APP_ORIGINS', 'https://wellness.example.co.uk, https://www.wellness.example.co.uk/');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(allowedReturnOrigin('https://www.wellness.example.co.uk')).toBe('https://www.wellness.example.co.uk');
    expect(allowedReturnOrigin('http://127.0.0.1:4173')).toBeNull();
    expect(allowedReturnOrigin('https://evil.example')).toBeNull();
    expect(allowedReturnOrigin(undefined)).toBeNull();
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(allowedReturnOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(allowedReturnOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(allowedReturnOrigin('http://127.0.0.1.evil.example:80')).toBeNull();
  });
});
