/** The reviewer bench's report (pure): the JSON `reviewer` section, its table and the target verdicts. */

/**
 * The member record's paged lists (src/data/member-records.ts: RESPONSES_PAGE 20 and NOTES_PAGE
 * 10, each read with one extra document to know whether there is more). "Excluding paging" leaves
 * out at most one page of each.
 */
export const MEMBER_RECORD_PAGES = { responses: 21, 'members/notes': 11 };

export const REVIEWER_TARGETS = { firstRowsMs: 1_000, memberRecordMs: 1_000, csvExportMs: 3_000, memberRecordReads: 25, pageReads: 500 };

/** The pages whose reads are counted, as the JSON names their counts and the verdicts call them. */
export const COUNTED_PAGES = [
  { key: 'responsesPageReads', label: 'responses table' },
  { key: 'triageQueueReads', label: 'triage queue' },
  { key: 'memberRecordReads', label: 'member record' },
];

/** Pure: the collection a page read most of, "responses 51" (or null). */
export function mostReadCollection(reads) {
  const [top] = Object.entries(reads?.byCollection ?? {}).sort(([, a], [, b]) => b - a);
  return top ? `${top[0]} ${top[1]}` : null;
}

/** Documents read to open the member record, less one page of the timeline's responses and notes. */
export function readsExcludingPaging(reads) {
  if (!reads) return null;
  const paged = Object.entries(MEMBER_RECORD_PAGES).reduce((sum, [collection, page]) => sum + Math.min(reads.byCollection?.[collection] ?? 0, page), 0);
  return reads.total - paged;
}

/** The JSON section: the driver's figures plus the seed's and the derived counts. */
export function reviewerSection(figures, seed) {
  return {
    ...figures,
    seed,
    memberRecordReadsExcludingPaging: readsExcludingPaging(figures.memberRecordReads),
  };
}

const show = (value, unit = '') => (value === null || value === undefined ? '—' : `${typeof value === 'number' ? Math.round(value * 10) / 10 : value}${unit}`);
const byCollection = (reads) => Object.entries(reads?.byCollection ?? {}).sort(([, a], [, b]) => b - a).map(([collection, count]) => `${collection} ${count}`).join(', ') || '—';

/** One row per figure: what, value, detail. */
export function formatReviewerTable(section) {
  const rows = [
    ['seed', section.seed ? `${section.seed.responses} responses, ${section.seed.members} members` : '—', section.seed
      ? `${section.seed.byForm ? `${Object.entries(section.seed.byForm).map(([id, n]) => `${n} to ${id}`).join(', ')}; ` : `to ${section.formId}; `}written in ${show(section.seed.seconds, ' s')}`
      : ''],
    ['first rows, in-app navigation', show(section.firstRowsInAppMs, ' ms'), 'from the forms list: route change to the first row painted'],
    ['first rows, full page load', show(section.firstRowsPageLoadMs, ' ms'), `${section.firstRowsPageLoadRunsMs?.length ? `median of ${section.firstRowsPageLoadRunsMs.length} (${section.firstRowsPageLoadRunsMs.join(', ')} ms): ` : ''}navigation start, sign-in restored, first row painted`],
    ['responses page reads', show(section.responsesPageReads?.total), `${byCollection(section.responsesPageReads)}; ${show(section.responsesPageReads?.aggregations)} count queries`],
    ['triage queue, in-app navigation', show(section.triageFirstRowsInAppMs, ' ms'), `from the forms list: route change to the first flagged response painted${section.triageRowsShown ? ` (${section.triageRowsShown} shown)` : ''}`],
    ['triage queue, full page load', show(section.triageFirstRowsPageLoadMs, ' ms'), `${section.triageFirstRowsPageLoadRunsMs?.length ? `median of ${section.triageFirstRowsPageLoadRunsMs.length} (${section.triageFirstRowsPageLoadRunsMs.join(', ')} ms): ` : ''}navigation start, sign-in restored, first flagged response painted`],
    ['triage queue reads', show(section.triageQueueReads?.total), `${byCollection(section.triageQueueReads)}; ${show(section.triageQueueReads?.aggregations)} count queries`],
    ['scroll frame p50 / p95 / max', section.scroll ? `${show(section.scroll.frameP50Ms)} / ${show(section.scroll.frameP95Ms)} / ${show(section.scroll.frameMaxMs)} ms` : '—',
      section.scroll ? `${section.scroll.rowsLoaded} rows loaded, ${section.scroll.frames} frames over ${section.scroll.scrolledPx} px, ${section.scroll.longFrames} over 33 ms, at most ${section.scroll.mostRowsDrawn} rows drawn` : ''],
    ['CSV export', show(section.csv?.exportMs, ' ms'), section.csv ? `${section.csv.rows} rows × ${section.csv.columns} columns, ${Math.round(section.csv.bytes / 1024)} KB, BOM ${section.csv.bom ? 'yes' : 'no'}${section.csv.exportRunsMs ? `; median of ${section.csv.exportRunsMs.join(', ')} ms` : ''}${section.csv.warmupMs ? ` after a warm-up export (${section.csv.warmupMs} ms: the emulator's first pass)` : ''}` : ''],
    ['member record: timeline shown', show(section.memberRecordTimelineMs, ' ms'), `${show(section.memberRecordTimelineEntries)} entries drawn`],
    ['member record: documents read', show(section.memberRecordReads?.total), `${show(section.memberRecordReadsExcludingPaging)} excluding one timeline page; ${byCollection(section.memberRecordReads)}; ${show(section.memberRecordReads?.aggregations)} count queries`],
    ['emulator alone (Admin SDK)', show(section.emulator?.responsesPage50Ms, ' ms'), section.emulator
      ? `a page of 50 responses; count ${section.emulator.responsesCountMs} ms, 30 review docs by id ${section.emulator.reviewDocsByIdIn30Ms} ms, open-flags queue ${section.emulator.openFlagsQueueMs} ms, member timeline ${section.emulator.memberTimeline21Ms} ms, one document ${section.emulator.oneDocumentMs} ms`
      : ''],
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map(([what, value, detail]) => `${what.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${detail}`.trimEnd());
  const errors = Object.entries(section.errors ?? {}).map(([what, why]) => `- ${what} failed: ${why}`);
  return [`Reviewer workspace (${section.memberId}: the member with 200 responses)`, ...lines, ...errors].join('\n');
}

/** Pure: the verdict on reads per page: every counted page under the limit, the largest named. */
function pageReadsVerdict(section, limit) {
  const counted = COUNTED_PAGES.filter(({ key }) => typeof section[key]?.total === 'number');
  const seeded = section.seed?.responses;
  const target = `reviewer: no page reads a collection whole (at most ${limit} documents to open each page${seeded ? `, ${seeded} responses seeded` : ''})`;
  if (!counted.length) return { target, met: null, detail: 'no page\'s reads counted' };
  const over = counted.filter(({ key }) => section[key].total > limit);
  const detail = counted.map(({ key, label }) => `${label} ${section[key].total}${mostReadCollection(section[key]) ? ` (most: ${mostReadCollection(section[key])})` : ''}`).join('; ');
  const missing = COUNTED_PAGES.filter((page) => !counted.includes(page)).map(({ label }) => label);
  return { target, met: over.length === 0 ? (missing.length ? null : true) : false, detail: `${detail}${missing.length ? `; not counted: ${missing.join(', ')}` : ''}` };
}

/** One verdict per target: met true/false, or null when the figure is missing. */
export function reviewerTargets(section) {
  const t = REVIEWER_TARGETS;
  const targets = [];
  const add = (target, value, met, detail) => targets.push({ target, met: value === null || value === undefined ? null : met, detail });
  add(`reviewer: first rows of /admin/form-responses/:id in under ${t.firstRowsMs / 1000} s`, section.firstRowsInAppMs,
    section.firstRowsInAppMs < t.firstRowsMs, `in-app ${show(section.firstRowsInAppMs, ' ms')}, full page load ${show(section.firstRowsPageLoadMs, ' ms')}`);
  add(`reviewer: first rows of the triage queue (/admin) in under ${t.firstRowsMs / 1000} s`, section.triageFirstRowsInAppMs,
    section.triageFirstRowsInAppMs < t.firstRowsMs, section.triageFirstRowsInAppMs === undefined ? section.errors?.triageQueue ?? 'not measured' : `in-app ${show(section.triageFirstRowsInAppMs, ' ms')}, full page load ${show(section.triageFirstRowsPageLoadMs, ' ms')}`);
  add(`reviewer: the member record's timeline in under ${t.memberRecordMs / 1000} s`, section.memberRecordTimelineMs,
    section.memberRecordTimelineMs < t.memberRecordMs, section.memberRecordTimelineMs === undefined ? section.errors?.memberRecord ?? 'not measured' : `in-app ${show(section.memberRecordTimelineMs, ' ms')} for ${section.memberId}`);
  const csv = section.csv;
  // the file also holds the demo seed's responses to the form (9 initial assessments)
  add(`reviewer: CSV export of ${csv?.expectedRows ?? 10000} rows in under ${t.csvExportMs / 1000} s`, csv?.exportMs,
    csv ? csv.exportMs < t.csvExportMs && csv.rows >= csv.expectedRows : false, csv ? `${csv.exportMs} ms, ${csv.rows} rows in the file` : section.errors?.csvExport ?? 'not measured');
  const reads = section.memberRecordReadsExcludingPaging;
  add(`reviewer: at most ${t.memberRecordReads} document reads to open a member record (excluding paging)`, reads,
    reads <= t.memberRecordReads, `${show(reads)} excluding one timeline page, ${show(section.memberRecordReads?.total)} in all`);
  targets.push(pageReadsVerdict(section, t.pageReads));
  return targets;
}
