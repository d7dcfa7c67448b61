import type { Firestore } from 'firebase-admin/firestore';

/**
 * One periodic job: run every minute by `runSweeps` in production, every ~15 s by `npm run dev`
 * through `runSweepsNow`, and by tests with a controlled `now`. A sweep must be safe to run twice
 * at the same moment (each email's id comes from its event) and should finish well inside a minute.
 */
export interface Sweep {
  name: string;
  run(db: Firestore, now: Date): Promise<void>;
}
