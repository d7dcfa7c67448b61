/**
 * Assignments (a published form assigned to a member) and a form's audience, for the reviewer
 * workspace and the member dashboard. Shapes and rules: engine/contracts/review-records.ts.
 */
import type { FormAudience, SetFormAudienceRequest } from '@engine';
import { callFunction } from './functions';

/** Administrators: who sees a form, everyone or assigned members only (callable setFormAudience, audited). */
export async function setFormAudience(formId: string, audience: FormAudience): Promise<void> {
  await callFunction<SetFormAudienceRequest, unknown>('setFormAudience', { formId, audience });
}
