import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { MAIL_SECRETS } from '../mail/index.ts';
import { REGION } from '../options.ts';
import { SWEEPS } from './index.ts';

/** Runs every sweep once; one failing sweep is logged and never stops the others. */
export async function runAllSweeps(now: Date): Promise<{ name: string; ok: boolean }[]> {
  const db = getFirestore();
  const outcomes: { name: string; ok: boolean }[] = [];
  for (const sweep of SWEEPS) {
    try {
      await sweep.run(db, now);
      outcomes.push({ name: sweep.name, ok: true });
    } catch (error) {
      logger.error(`sweep ${sweep.name} failed`, { error: error instanceof Error ? error.message : String(error) });
      outcomes.push({ name: sweep.name, ok: false });
    }
  }
  return outcomes;
}

/** Every minute in production: mail retries, and whatever else SWEEPS lists. */
export const runSweeps = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Europe/London', region: REGION, retryCount: 0, timeoutSeconds: 300, secrets: MAIL_SECRETS },
  async () => {
    await runAllSweeps(new Date());
  },
);

/**
 * The same sweeps on request, for the local stack only: the Functions emulator fires no
 * schedules, so `npm run dev` calls this every ~15 s. Deployed, it answers 404 and runs nothing.
 */
export const runSweepsNow = onRequest({ region: REGION, secrets: MAIL_SECRETS }, async (request, response) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    response.status(404).send('Not found');
    return;
  }
  if (request.method !== 'POST') {
    response.status(405).set('Allow', 'POST').send('Use POST.');
    return;
  }
  const outcomes = await runAllSweeps(new Date());
  response.status(outcomes.every((outcome) => outcome.ok) ? 200 : 500).json({ sweeps: outcomes });
});
