import { describe, expect, it } from 'vitest';
import { parseRetentionArgs, resolveRetentionTarget } from './target.ts';

const stackHost = '127.0.0.1:8980';

describe('parseRetentionArgs', () => {
  it('reads the flags and refuses anything else', () => {
    expect(parseRetentionArgs(['--dry-run', '--all'])).toEqual({ ok: true, value: { dryRun: true, production: false, all: true, help: false } });
    expect(parseRetentionArgs([])).toEqual({ ok: true, value: { dryRun: false, production: false, all: false, help: false } });
    expect(parseRetentionArgs(['--dryrun'])).toEqual({ ok: false, error: 'Unknown option "--dryrun".' });
  });
});

describe('resolveRetentionTarget', () => {
  it('uses the running stack on its own port (PORT_OFFSET) unless with-emulators names one', () => {
    expect(resolveRetentionTarget({ production: false }, {}, stackHost)).toEqual({ ok: true, target: { mode: 'emulator', host: stackHost, projectId: 'demo-wellness' } });
    expect(resolveRetentionTarget({ production: false }, { FIRESTORE_EMULATOR_HOST: 'localhost:9080', GCLOUD_PROJECT: 'demo-test' }, stackHost)).toEqual({
      ok: true,
      target: { mode: 'emulator', host: 'localhost:9080', projectId: 'demo-test' },
    });
  });

  it('never reaches a real project without --production, even with credentials around', () => {
    const result = resolveRetentionTarget({ production: false }, { GCLOUD_PROJECT: 'wellness-live', GOOGLE_APPLICATION_CREDENTIALS: '/keys.json' }, stackHost);
    expect(result).toEqual({ ok: true, target: { mode: 'emulator', host: stackHost, projectId: 'wellness-live' } });
    expect(resolveRetentionTarget({ production: false }, { FIRESTORE_EMULATOR_HOST: 'firestore.googleapis.com:443' }, stackHost)).toMatchObject({ ok: false });
  });

  it('--production needs a real project id and no emulator host', () => {
    expect(resolveRetentionTarget({ production: true }, { GCLOUD_PROJECT: 'wellness-live' }, stackHost)).toEqual({ ok: true, target: { mode: 'production', projectId: 'wellness-live' } });
    expect(resolveRetentionTarget({ production: true }, {}, stackHost)).toMatchObject({ ok: false, error: expect.stringContaining('GCLOUD_PROJECT') });
    expect(resolveRetentionTarget({ production: true }, { GCLOUD_PROJECT: 'demo-wellness' }, stackHost)).toMatchObject({ ok: false, error: expect.stringContaining('demo project') });
    expect(resolveRetentionTarget({ production: true }, { GCLOUD_PROJECT: 'wellness-live', FIRESTORE_EMULATOR_HOST: stackHost }, stackHost)).toMatchObject({
      ok: false,
      error: expect.stringContaining('FIRESTORE_EMULATOR_HOST'),
    });
  });
});
