import { describe, expect, it } from 'vitest';
import { resolveTarget } from './publish-plan.ts';

describe('resolveTarget', () => {
  it('defaults to the local emulator and the dev project', () => {
    expect(resolveTarget({})).toEqual({ ok: true, target: { mode: 'emulator', host: '127.0.0.1:8080', projectId: 'demo-wellness' } });
    expect(resolveTarget({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085', GCLOUD_PROJECT: 'demo-test' })).toEqual({
      ok: true, target: { mode: 'emulator', host: '127.0.0.1:8085', projectId: 'demo-test' },
    });
    expect(resolveTarget({ VITE_FIREBASE_PROJECT_ID: 'demo-x' })).toMatchObject({ target: { projectId: 'demo-x' } });
  });

  it('writes to a real project only when asked deliberately with a real project id', () => {
    expect(resolveTarget({ FORMS_PUBLISH_TARGET: 'production', GCLOUD_PROJECT: 'wellness-prod' })).toEqual({ ok: true, target: { mode: 'production', projectId: 'wellness-prod' } });
    expect(resolveTarget({ FORMS_PUBLISH_TARGET: 'production' }).ok).toBe(false);
    expect(resolveTarget({ FORMS_PUBLISH_TARGET: 'production', GCLOUD_PROJECT: 'demo-wellness' }).ok).toBe(false);
    expect(resolveTarget({ FORMS_PUBLISH_TARGET: 'production', GCLOUD_PROJECT: 'p', FIRESTORE_EMULATOR_HOST: 'h:1' }).ok).toBe(false);
    expect(resolveTarget({ FORMS_PUBLISH_TARGET: 'prod' }).ok).toBe(false);
  });
});
