import { HttpsError } from 'firebase-functions/v2/https';
import { ERASURE_INCOMPLETE, ERASURE_INCOMPLETE_MESSAGE, LAST_ADMINISTRATOR, LAST_ADMINISTRATOR_MESSAGE, type EraseAnswer } from '@model';
import { anotherAdministratorThan } from './administrators.ts';
import { runErasure, type ErasureTarget } from './memberErasure.ts';

/** Refuses to erase the last administrator's account: nobody could manage the practice afterwards. */
export async function refuseLastAdministrator(uid: string, isAdmin: boolean): Promise<void> {
  if (isAdmin && !(await anotherAdministratorThan(uid))) {
    throw new HttpsError('failed-precondition', LAST_ADMINISTRATOR_MESSAGE, { reason: LAST_ADMINISTRATOR });
  }
}

/** Runs the erasure; a failure part-way becomes `aborted` with ERASURE_INCOMPLETE (running again continues). */
export async function eraseOrExplain(target: ErasureTarget): Promise<EraseAnswer> {
  try {
    return await runErasure(target);
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    console.error('Erasure stopped part-way', error instanceof Error ? error.message : error);
    throw new HttpsError('aborted', ERASURE_INCOMPLETE_MESSAGE, { reason: ERASURE_INCOMPLETE });
  }
}
