/**
 * The phone bench's pages, figures, medians, table and target verdicts (pure; unit-tested).
 * A page key names the path and how it is loaded: signed in or not, HTTP cache empty ("fresh")
 * or filled by a load just before ("warm").
 */

/** @type {Record<string, {path: string, signedIn: boolean, cache: 'fresh' | 'warm'}>} */
export const PHONE_PAGES = {
  '/ (visitor)': { path: '/', signedIn: false, cache: 'fresh' },
  '/login': { path: '/login', signedIn: false, cache: 'fresh' },
  '/ (signed in)': { path: '/', signedIn: true, cache: 'fresh' },
  '/dashboard': { path: '/dashboard', signedIn: true, cache: 'fresh' },
  '/dashboard/forms/PTSD (fresh)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'fresh' },
  '/dashboard/forms/PTSD (warm)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'warm' },
};

/** Targets: the Core Web Vitals "good" thresholds; the assessment route's JavaScript. */
export const PHONE_TARGETS = { score: 90, tbtMs: 200, lcpMs: 2500, assessmentJsKB: 250 };
const ASSESSMENT_KEYS = ['/dashboard/forms/PTSD (fresh)'];

/** The mark the app sets as its idle prefetch begins (`src/app/prefetch-policy.ts`, PREFETCH_MARK). */
export const PREFETCH_MARK = 'wellness:idle-prefetch';

/**
 * Pure: KB of JavaScript asked for once the app's idle prefetch had begun (its user-timing mark),
 * i.e. the code of the page the visitor most likely opens next, not the page's own; 0 without the mark.
 */
export function prefetchedScriptKB(lhr) {
  const mark = lhr.audits?.['user-timings']?.details?.items?.find((item) => item.name === PREFETCH_MARK && item.timingType === 'Mark');
  if (!mark) return 0;
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const bytes = requests
    .filter((r) => r.resourceType === 'Script' && typeof r.networkRequestTime === 'number' && r.networkRequestTime >= mark.startTime)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 102.4) / 10;
}

/** Pure: one Lighthouse result's figures (score 0–100; ms; KB of JavaScript transferred, and of it the idle prefetch's). */
export function runFigures(lhr) {
  const audit = (id) => lhr.audits?.[id]?.numericValue;
  const scripts = lhr.audits?.['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl ?? '';
  let finalPath = finalUrl;
  try {
    finalPath = new URL(finalUrl).pathname;
  } catch {
    // not a URL: keep what Lighthouse gave
  }
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: round(audit('largest-contentful-paint')),
    tbtMs: round(audit('total-blocking-time')),
    jsKB: typeof scripts?.transferSize === 'number' ? Math.round(scripts.transferSize / 102.4) / 10 : null,
    jsPrefetchKB: typeof scripts?.transferSize === 'number' ? prefetchedScriptKB(lhr) : null,
    finalPath,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const round = (n) => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : null);

/** Pure: the median of the numbers (null when none); the lower middle of an even count. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!numbers.length) return null;
  return numbers[Math.floor((numbers.length - 1) / 2)];
}

/** Pure: the bench JSON's `phone` section: per page the median of each figure over its runs. */
export function phoneSection(results) {
  return Object.fromEntries(Object.entries(results).map(([key, runs]) => [key, {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    jsKB: median(runs.map((r) => r.jsKB)),
    jsPrefetchKB: median(runs.map((r) => r.jsPrefetchKB)),
    runs: runs.length,
    // a page that ended elsewhere (a guard sent it on) measured the wrong page
    finalPaths: [...new Set(runs.map((r) => r.finalPath))],
  }]));
}

/** Pure: the phone section as a text table. */
export function formatPhoneTable(section) {
  const rows = [['page', 'score', 'LCP ms', 'TBT ms', 'JS KB (gzip)', 'of it prefetched', 'runs']];
  for (const [key, f] of Object.entries(section)) rows.push([key, f.score, f.lcpMs, f.tbtMs, f.jsKB, f.jsPrefetchKB, f.runs].map((v) => String(v ?? '—')));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return ['Phone (Lighthouse mobile profile: 4× CPU slowdown, slow 4G; median of the runs)', line(rows[0]), ...rows.slice(1).map(line)].join('\n');
}

/** Pure: the target verdicts ({target, met, detail}) for the phone section. */
export function phoneTargets(section) {
  const keys = Object.keys(section);
  const verdict = (target, values, ok) => {
    const known = values.filter(([, v]) => v !== null && v !== undefined);
    if (!known.length) return { target, met: null, detail: 'not measured' };
    const missed = known.filter(([, v]) => !ok(v));
    return { target, met: missed.length === 0 && known.length === values.length, detail: values.map(([k, v]) => `${k} ${v ?? '—'}`).join(', ') };
  };
  const wrongPage = keys.filter((k) => section[k].finalPaths?.some((p) => p !== pathOf(k)));
  const out = [
    verdict(`performance score ≥ ${PHONE_TARGETS.score} on every page`, keys.map((k) => [k, section[k].score]), (v) => v >= PHONE_TARGETS.score),
    verdict(`TBT ≤ ${PHONE_TARGETS.tbtMs} ms on every page`, keys.map((k) => [k, section[k].tbtMs]), (v) => v <= PHONE_TARGETS.tbtMs),
    verdict(`LCP ≤ ${PHONE_TARGETS.lcpMs} ms on every page`, keys.map((k) => [k, section[k].lcpMs]), (v) => v <= PHONE_TARGETS.lcpMs),
    verdict(`assessment route ≤ ${PHONE_TARGETS.assessmentJsKB} KB gzip of JavaScript`, ASSESSMENT_KEYS.filter((k) => section[k]).map((k) => [k, section[k].jsKB]), (v) => v <= PHONE_TARGETS.assessmentJsKB),
  ];
  // the verdict counts every script in Lighthouse's window; what of it the idle prefetch brought is said beside it
  const js = out.at(-1);
  const split = ASSESSMENT_KEYS.filter((k) => section[k]?.jsKB != null && section[k].jsPrefetchKB)
    .map((k) => `${k}: ${Math.round((section[k].jsKB - section[k].jsPrefetchKB) * 10) / 10} the route's own, ${section[k].jsPrefetchKB} the idle prefetch of the next page's code`);
  if (split.length) js.detail += ` (${split.join('; ')})`;
  if (wrongPage.length) out.push({ target: 'every page measured where it was asked for', met: false, detail: wrongPage.map((k) => `${k} ended at ${section[k].finalPaths.join(' / ')}`).join('; ') });
  return out;
}

const pathOf = (key) => PHONE_PAGES[key]?.path ?? key.split(' ')[0];
