#!/usr/bin/env node
/**
 * The reviewer bench's inside half, run by reviewer-run.mjs within `with-emulators --seed
 * --preview` (its own ports): writes the scale seed, then drives Chromium over the served build
 * and writes the figures as JSON to `--out`.
 *   node scripts/bench/reviewer.mjs --out FILE [--responses 10000] [--members 500] [--form initial-assessment]
 * Past 10 000 responses the seed puts 10 000 on the form and the rest on the other published forms,
 * so the CSV export is of one form's 10 000 rows at any size.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../stack/demoData.mjs';
import { seedScale } from '../stack/seedScale.mjs';
import { launchChromium } from './browser.mjs';
import { measureReviewer } from './reviewer-driver.mjs';
import { probeEmulator } from './emulator-probe.mjs';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    responses: { type: 'string', default: '10000' },
    members: { type: 'string', default: '500' },
    form: { type: 'string', default: 'initial-assessment' },
    // the scale seed is already there (a second run against a stack kept up by hand)
    seeded: { type: 'boolean', default: false },
    // some steps only (comma-separated: emulator, firstRows, scroll, csvExport, memberRecord), for A/B runs against a kept stack
    only: { type: 'string' },
  },
});
const log = (line) => process.stderr.write(`[reviewer] ${line}\n`);
// with-emulators gives the preview's URL with a trailing slash; the driver appends absolute paths
const baseUrl = process.env.WELLNESS_PREVIEW_URL?.replace(/\/+$/, '');
if (!args.out || !baseUrl) throw new Error('Run through `npm run bench -- --reviewer` (needs --out and the emulators from with-emulators --preview).');

const responses = Number(args.responses);
const seed = args.seeded
  ? { members: Number(args.members), responses, byForm: null, heavyMemberId: 'scale-member-0001', seconds: 0 }
  : await seedScale({ projectId: process.env.GCLOUD_PROJECT, responses, members: Number(args.members), formId: args.form, log });
const only = args.only ? args.only.split(',').map((step) => step.trim()) : null;
let emulator = null;
if (!only || only.includes('emulator')) {
  log('timing the emulator alone on the pages\' query shapes…');
  emulator = await probeEmulator({ projectId: process.env.GCLOUD_PROJECT, formId: args.form, memberId: seed.heavyMemberId });
  log(`  ${Object.entries(emulator).map(([what, ms]) => `${what} ${ms}`).join(', ')}`);
}
const { browser, version } = await launchChromium();
log(`Chromium ${version}; app at ${baseUrl}`);
try {
  const figures = await measureReviewer({
    browser,
    baseUrl,
    admin: DEMO_ACCOUNTS.find((account) => account.admin),
    formId: args.form,
    memberId: seed.heavyMemberId,
    // the export is of the form's responses only (the rest of a large seed is on other forms)
    expectedResponses: seed.byForm?.[args.form] ?? responses,
    only,
    log,
  });
  writeFileSync(args.out, JSON.stringify({ chromium: version, seed: { ...seed, seconds: Math.round(seed.seconds * 10) / 10 }, figures: { ...figures, emulator } }, null, 2));
} finally {
  await browser.close();
}
