import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedReturnOrigin,
  LOCAL_WEBHOOK_SECRET,
  localPaymentsAllowed,
  paymentsProblems,
  paymentsReady,
  reportPaymentsConfiguration,
  resetPaymentsReport,
  stripeMode,
  webhookSecret,
} from './config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  resetPaymentsReport();
});

/** The environment of a deployed project (never FUNCTIONS_EMULATOR) or of the emulator. */
const environment = (where: 'deployed' | 'emulator', key: string, webhook: string) => {
  vi.stubEnv('FUNCTIONS_EMULATOR', where === 'emulator' ? 'true' : '');
  vi.stubEnv('STRIPE_SECRET_KEY', key);
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', webhook);
};

describe('payments configuration', () => {
  it('is local test mode without a Stripe key, with the local webhook secret on the emulator', () => {
    environment('emulator', '', '');
    expect(stripeMode()).toBe('local');
    expect(webhookSecret()).toBe(LOCAL_WEBHOOK_SECRET);
    expect(paymentsReady()).toBe(true);
    expect(paymentsProblems()).toEqual([]);
  });

  it('has no webhook secret in a deployed project without STRIPE_WEBHOOK_SECRET: every event is refused', () => {
    environment('deployed', '', '');
    expect(webhookSecret()).toBeNull();
    environment('deployed', 'sk_live_123', '');
    expect(webhookSecret()).toBeNull();
    // on the emulator with a real key, the local secret is no longer accepted either
    environment('emulator', 'sk_test_123', '');
    expect(webhookSecret()).toBeNull();
  });

  it('never accepts the local test secret from the source as a deployed project\'s secret', () => {
    environment('deployed', 'sk_live_123', LOCAL_WEBHOOK_SECRET);
    expect(webhookSecret()).toBeNull();
    expect(paymentsReady()).toBe(false);
    expect(paymentsProblems().join(' ')).toMatch(/local test secret from the source code/);
  });

  it('refuses checkout when payments are not configured: no key outside the emulator, or a key without a webhook secret', () => {
    environment('deployed', '', '');
    expect(paymentsReady()).toBe(false);
    environment('deployed', '', 'whsec_real');
    expect(paymentsReady()).toBe(false);
    environment('deployed', 'sk_live_123', '');
    expect(paymentsReady()).toBe(false);
    environment('deployed', 'sk_live_123', 'whsec_real');
    expect(paymentsReady()).toBe(true);
    expect(webhookSecret()).toBe('whsec_real');
  });

  it('logs what is wrong once, naming the settings to fix', () => {
    environment('deployed', '', '');
    const log = vi.fn();
    expect(reportPaymentsConfiguration(log)).toBe(false);
    expect(reportPaymentsConfiguration(log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    const [message, data] = log.mock.calls[0]!;
    expect(message).toMatch(/^Payments are misconfigured: STRIPE_SECRET_KEY is not set/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET is not set: the stripeWebhook function refuses every event/);
    expect(data).toEqual({ problems: expect.arrayContaining([expect.any(String)]) });

    resetPaymentsReport();
    environment('deployed', 'sk_live_123', 'whsec_real');
    expect(reportPaymentsConfiguration(log)).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('is live with a key, and verifies with the configured secret', () => {
    environment('deployed', 'sk_test_123', 'whsec_real');
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
