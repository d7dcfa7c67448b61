import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { retentionSummary } from '@model';
import { REGION } from '../options.ts';
import { runRetention } from './core.ts';

/**
 * Daily at 03:00 London time (quiet hours, and Europe/London follows the clock change): deletes
 * drafts untouched for longer than settings/site's draftRetentionDays and audit entries older than
 * its auditRetentionDays, and records one `retention.applied` audit entry with the counts. Logs
 * counts only (never ids: a draft's id names its member). The emulator does not fire schedules:
 * `npm run retention` runs the same core by hand.
 */
export const applyRetention = onSchedule(
  { schedule: '0 3 * * *', timeZone: 'Europe/London', region: REGION, retryCount: 1, timeoutSeconds: 540 },
  async () => {
    const report = await runRetention(getFirestore(), { dryRun: false, trigger: 'schedule' });
    logger.info(retentionSummary(report), { drafts: report.drafts, auditEntries: report.auditEntries, skipped: report.skipped });
    // a sub-floor audit period without a legal reason: settings were written around saveSettings
    if (report.auditRefusal) logger.error(`Retention kept every audit entry: ${report.auditRefusal} Record the legal reason, or lengthen the period, in /admin/settings.`);
  },
);
