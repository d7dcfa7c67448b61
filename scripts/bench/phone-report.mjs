/**
 * The phone bench's pages, figures, medians, table and target verdicts (pure; unit-tested).
 * A page key names the path and how it is loaded: signed in or not, HTTP cache empty ("fresh")
 * or filled by a load just before ("warm"); and, for the service worker's pair, a first visit
 * (no worker, no caches: the precache downloads behind the page) and a repeat visit answered by the
 * worker installed by a visit before (HTTP cache empty). That pair runs with the phone profile
 * applied to the browser (Lighthouse's "devtools" throttling, the same slow 4G and 4× CPU, times
 * observed): the simulated profile would replay answers from the device as network downloads.
 */

/** @type {Record<string, {path: string, signedIn: boolean, cache: 'fresh' | 'warm' | 'first-visit' | 'service-worker'}>} */
export const PHONE_PAGES = {
  '/ (visitor)': { path: '/', signedIn: false, cache: 'fresh' },
  '/login': { path: '/login', signedIn: false, cache: 'fresh' },
  '/ (signed in)': { path: '/', signedIn: true, cache: 'fresh' },
  '/dashboard': { path: '/dashboard', signedIn: true, cache: 'fresh' },
  '/dashboard/forms/PTSD (fresh)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'fresh' },
  '/dashboard/forms/PTSD (warm)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'warm' },
  '/dashboard/forms/PTSD (first visit)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'first-visit' },
  '/dashboard/forms/PTSD (service worker)': { path: '/dashboard/forms/PTSD', signedIn: true, cache: 'service-worker' },
};

/** The service worker's pair: a first visit, and the repeat visit the worker answers. */
export const FIRST_VISIT_KEY = '/dashboard/forms/PTSD (first visit)';
export const WORKER_VISIT_KEY = '/dashboard/forms/PTSD (service worker)';

/** The repeat visit's targets: largest paint, and the app's own bytes over the network. */
export const WORKER_TARGETS = { lcpMs: 1000, appNetworkKB: 5 };

/**
 * One event of the wire, as phone.mjs records it from the DevTools protocol: a request (from the
 * page, or from the service worker: `worker`), its response (answered by the worker or not), or its
 * end with the bytes that came over the network (`bytes`, encodedDataLength). Times in seconds since 1970.
 * @typedef {{kind: 'request', id: string, url: string, type?: string, wallTime: number, worker: boolean}
 *   | {kind: 'response', id: string, fromServiceWorker: boolean}
 *   | {kind: 'finished', id: string, bytes: number}} WireEvent
 */

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Pure: what went over the network during one visit: KB of the app's own files (its origin) the
 * page fetched past the service worker, KB of data (Firebase, every other origin), how many
 * requests the worker answered from the device, and the worker's own downloads (the precache):
 * when the first began, in ms after the page's navigation, and their KB.
 * @param {WireEvent[]} events
 * @param {string} origin the app's origin
 */
export function wireFigures(events, origin) {
  const requests = new Map();
  for (const event of events) {
    const known = requests.get(event.id) ?? {};
    if (event.kind === 'request') requests.set(event.id, { ...known, url: event.url, type: event.type, wallTime: event.wallTime, worker: event.worker });
    else if (event.kind === 'response') requests.set(event.id, { ...known, fromServiceWorker: event.fromServiceWorker });
    else requests.set(event.id, { ...known, bytes: (known.bytes ?? 0) + event.bytes });
  }
  const all = [...requests.values()].filter((r) => /^https?:/.test(r.url ?? ''));
  const page = all.filter((r) => !r.worker);
  const navigation = page.find((r) => r.type === 'Document' && r.url.startsWith(origin));
  let appBytes = 0;
  let dataBytes = 0;
  let servedByWorker = 0;
  const appFiles = new Set();
  for (const r of page) {
    if (r.fromServiceWorker) servedByWorker += 1;
    else if (r.url.startsWith(origin)) {
      appBytes += r.bytes ?? 0;
      appFiles.add(r.url.slice(origin.length));
    } else dataBytes += r.bytes ?? 0;
  }
  const precache = all.filter((r) => r.worker && r.url.startsWith(origin));
  const firstPrecache = precache.length ? Math.min(...precache.map((r) => r.wallTime)) : null;
  return {
    appNetworkKB: kb(appBytes),
    // which of the app's files came over the network (for the reader; not a median figure)
    appOverNetwork: [...appFiles].sort(),
    dataNetworkKB: kb(dataBytes),
    servedByWorker,
    precacheStartMs: firstPrecache !== null && navigation ? Math.round((firstPrecache - navigation.wallTime) * 1000) : null,
    precacheKB: kb(precache.reduce((sum, r) => sum + (r.bytes ?? 0), 0)),
  };
}

/** Pure: a service-worker visit's figures: Lighthouse's, its first paint, and the wire's (wireFigures). */
export function workerRunFigures(lhr, events, origin) {
  return { ...runFigures(lhr), fcpMs: round(lhr.audits?.['first-contentful-paint']?.numericValue), ...wireFigures(events, origin) };
}

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

const WIRE_FIGURES = ['fcpMs', 'appNetworkKB', 'dataNetworkKB', 'servedByWorker', 'precacheStartMs', 'precacheKB'];

/** Pure: the bench JSON's `phone` section: per page the median of each figure over its runs (the service worker's pair with its wire figures too). */
export function phoneSection(results) {
  return Object.fromEntries(Object.entries(results).map(([key, runs]) => [key, {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    jsKB: median(runs.map((r) => r.jsKB)),
    jsPrefetchKB: median(runs.map((r) => r.jsPrefetchKB)),
    ...(runs.some((r) => 'appNetworkKB' in r)
      ? { ...Object.fromEntries(WIRE_FIGURES.map((figure) => [figure, median(runs.map((r) => r[figure]))])), appOverNetwork: [...new Set(runs.flatMap((r) => r.appOverNetwork ?? []))].sort() }
      : {}),
    runs: runs.length,
    // a page that ended elsewhere (a guard sent it on) measured the wrong page
    finalPaths: [...new Set(runs.map((r) => r.finalPath))],
  }]));
}

/** Pure: the phone section as a text table. */
export function formatPhoneTable(section) {
  const rows = [['page', 'score', 'LCP ms', 'TBT ms', 'JS KB (gzip)', 'of it prefetched', 'runs']];
  for (const [key, f] of Object.entries(section)) rows.push([key, f.score, f.lcpMs, f.tbtMs, f.jsKB, f.jsPrefetchKB, f.runs].map((v) => String(v ?? '—')));
  const lines = ['Phone (Lighthouse mobile profile: 4× CPU slowdown, slow 4G; median of the runs)', ...aligned(rows)];
  const worker = Object.entries(section).filter(([, f]) => 'appNetworkKB' in f);
  if (worker.length) {
    const workerRows = [['page', 'LCP ms', 'FCP ms', 'app KB over the network', 'data KB', 'answered by the worker', 'precache starts ms', 'precache KB']];
    for (const [key, f] of worker) workerRows.push([key, f.lcpMs, f.fcpMs, f.appNetworkKB, f.dataNetworkKB, f.servedByWorker, f.precacheStartMs, f.precacheKB].map((v) => String(v ?? '—')));
    lines.push('', 'Service worker (the same profile applied to the browser, times observed; a first visit, then a visit the worker answers)', ...aligned(workerRows));
  }
  return lines.join('\n');
}

/** Pure: rows as columns: the first left-aligned, the rest right-aligned. */
function aligned(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
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
  out.push(...workerTargets(section));
  if (wrongPage.length) out.push({ target: 'every page measured where it was asked for', met: false, detail: wrongPage.map((k) => `${k} ended at ${section[k].finalPaths.join(' / ')}`).join('; ') });
  return out;
}

const pathOf = (key) => PHONE_PAGES[key]?.path ?? key.split(' ')[0];

/**
 * Pure: the service worker's verdicts, when its pair was measured: the repeat visit's largest
 * paint and the app's bytes over the network; the first visit's precache after its first paint.
 */
export function workerTargets(section) {
  const out = [];
  const repeat = section[WORKER_VISIT_KEY];
  if (repeat) {
    const known = (v) => typeof v === 'number';
    out.push({ target: `repeat visit from the service worker: LCP ≤ ${WORKER_TARGETS.lcpMs} ms`, met: known(repeat.lcpMs) ? repeat.lcpMs <= WORKER_TARGETS.lcpMs : null, detail: `${repeat.lcpMs ?? '—'} ms (first paint ${repeat.fcpMs ?? '—'} ms)` });
    out.push({
      target: `repeat visit from the service worker: ≤ ${WORKER_TARGETS.appNetworkKB} KB of the app over the network`,
      met: known(repeat.appNetworkKB) ? repeat.appNetworkKB <= WORKER_TARGETS.appNetworkKB : null,
      detail: `${repeat.appNetworkKB ?? '—'} KB of the app (${repeat.appOverNetwork?.join(', ') || 'nothing'}), ${repeat.servedByWorker ?? '—'} requests answered by the worker; data (Firebase) ${repeat.dataNetworkKB ?? '—'} KB`,
    });
  }
  const first = section[FIRST_VISIT_KEY];
  if (first) {
    const { precacheStartMs: start, fcpMs: paint } = first;
    const met = typeof start === 'number' && typeof paint === 'number' ? start >= paint : null;
    out.push({ target: 'first visit: the precache downloads after the first paint', met, detail: `first paint ${paint ?? '—'} ms, precache from ${start ?? '—'} ms (${first.precacheKB ?? '—'} KB); LCP ${first.lcpMs ?? '—'} ms` });
  }
  return out;
}
