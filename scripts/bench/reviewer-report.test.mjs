import { describe, expect, it } from 'vitest';
import { collectionPath, documentNames, restDocumentNames } from './firestore-reads.mjs';
import { formatReviewerTable, readsExcludingPaging, reviewerSection, reviewerTargets } from './reviewer-report.mjs';
import { reviewerBenchEnv } from './reviewer-run.mjs';

const figures = {
  formId: 'initial-assessment',
  memberId: 'scale-member-0001',
  errors: {},
  firstRowsInAppMs: 640.2,
  firstRowsPageLoadMs: 1850,
  firstRowsPageLoadRunsMs: [1900, 1850, 1700],
  responsesPageReads: { total: 102, aggregations: 1, byCollection: { responses: 51, 'responses/review': 51 } },
  scroll: { rowsLoaded: 1000, frames: 300, scrolledPx: 36000, frameP50Ms: 16.7, frameP95Ms: 33.3, frameMaxMs: 80, longFrames: 4, mostRowsDrawn: 40 },
  csv: { exportMs: 2400, exportRunsMs: [2500, 2400, 2300], warmupMs: 5100, rows: 10000, columns: 60, bytes: 4_000_000, bom: true, expectedRows: 10000, fileName: 'x.csv' },
  memberRecordTimelineMs: 700,
  memberRecordTimelineEntries: 21,
  emulator: { responsesPage50Ms: 900, responsesCountMs: 800, reviewDocsByIdIn30Ms: 700, openFlagsQueueMs: 600, memberTimeline21Ms: 500, oneDocumentMs: 3 },
  memberRecordReads: { total: 45, aggregations: 0, byCollection: { responses: 21, 'members/notes': 1, users: 1, 'forms/versions': 1, accessLog: 10, assignments: 11 } },
  triageFirstRowsInAppMs: 520.4,
  triageFirstRowsPageLoadMs: 1400,
  triageFirstRowsPageLoadRunsMs: [1450, 1400, 1300],
  triageRowsShown: 25,
  triageQueueReads: { total: 61, aggregations: 1, byCollection: { 'responses/review': 26, users: 25, responses: 10 } },
};

describe('firestore reads counter', () => {
  it('names the collection path of a document', () => {
    expect(collectionPath('projects/demo-test/databases/(default)/documents/responses/abc/review/flags')).toBe('responses/review');
    expect(collectionPath('projects/p/databases/(default)/documents/users/u1')).toBe('users');
  });

  it('finds document names in Listen channel text, resuming after the last whole match', () => {
    const first = '[[3,[{"targetChange":{}}]],[4,[{"documentChange":{"document":{"name":"projects/p/databases/(default)/documents/users/a","fields":{}}}}]],[5,[{"documentChange": {\n "document": { "name": "projects/p/databases/(default)/documents/res';
    const found = documentNames(first);
    expect(found.names).toEqual(['projects/p/databases/(default)/documents/users/a']);
    // the cut-off second entry is found once the rest of it arrives
    const more = documentNames(`${first}ponses/b"}}}]]`, found.resume);
    expect(more.names).toEqual(['projects/p/databases/(default)/documents/responses/b']);
  });

  it('finds the documents of a one-off REST answer (runQuery, batchGet), not a field that happens to be called name', () => {
    const runQuery = '[{\n  "document": {\n    "name": "projects/p/databases/(default)/documents/responses/r1",\n    "fields": { "name": { "stringValue": "Ada" } }\n  },\n  "readTime": "x"\n},\n{ "readTime": "y" }]';
    expect(restDocumentNames(runQuery)).toEqual(['projects/p/databases/(default)/documents/responses/r1']);
    const batchGet = '[{ "found": { "name": "projects/p/databases/(default)/documents/responses/r1/review/flags", "fields": {} } }, { "missing": "projects/p/databases/(default)/documents/x/y" }]';
    expect(restDocumentNames(batchGet)).toEqual(['projects/p/databases/(default)/documents/responses/r1/review/flags']);
  });
});

describe('reviewer report', () => {
  it('counts member record reads without one page of the timeline (responses and notes)', () => {
    expect(readsExcludingPaging(figures.memberRecordReads)).toBe(45 - 21 - 1);
    expect(readsExcludingPaging({ total: 80, byCollection: { responses: 60, 'members/notes': 15 } })).toBe(80 - 21 - 11);
    expect(readsExcludingPaging(undefined)).toBeNull();
  });

  it('judges the six targets, and leaves a missing figure undecided', () => {
    const section = reviewerSection(figures, { responses: 10000, members: 500, seconds: 49 });
    expect(reviewerTargets(section).map((target) => target.met)).toEqual([true, true, true, true, true, true]);
    const slow = reviewerSection({
      ...figures, firstRowsInAppMs: 1200, triageFirstRowsInAppMs: 1000, memberRecordTimelineMs: 1500, csv: { ...figures.csv, exportMs: 649654, rows: 10009 },
      memberRecordReads: { total: 60, byCollection: { responses: 21 } },
      // a page that read the whole collection
      responsesPageReads: { total: 20002, aggregations: 1, byCollection: { responses: 10001, 'responses/review': 10001 } },
    }, { responses: 10000, members: 500, seconds: 49 });
    expect(reviewerTargets(slow).map((target) => target.met)).toEqual([false, false, false, false, false, false]);
    expect(reviewerTargets(slow)[5]).toMatchObject({ target: 'reviewer: no page reads a collection whole (at most 500 documents to open each page, 10000 responses seeded)' });
    expect(reviewerTargets(slow)[5].detail).toBe('responses table 20002 (most: responses 10001); triage queue 61 (most: responses/review 26); member record 60 (most: responses 21)');
    const missing = reviewerSection({
      ...figures, firstRowsInAppMs: undefined, triageFirstRowsInAppMs: undefined, memberRecordTimelineMs: undefined, csv: undefined,
      memberRecordReads: undefined, responsesPageReads: undefined, triageQueueReads: undefined, errors: { csvExport: 'no download', triageQueue: 'no flagged response within 60 s' },
    }, null);
    expect(reviewerTargets(missing).map((target) => target.met)).toEqual([null, null, null, null, null, null]);
    expect(reviewerTargets(missing)[1].detail).toBe('no flagged response within 60 s');
    expect(reviewerTargets(missing)[3].detail).toBe('no download');
    // every count under the limit but one page not counted: undecided, saying which
    const partial = reviewerTargets(reviewerSection({ ...figures, triageQueueReads: undefined }, null))[5];
    expect(partial.met).toBeNull();
    expect(partial.detail).toMatch(/; not counted: triage queue$/);
  });

  it('prints one line per figure with the reads per collection and any failure', () => {
    const table = formatReviewerTable(reviewerSection({ ...figures, errors: { scroll: 'Load more never answered' } }, { responses: 10000, members: 500, seconds: 49 }));
    expect(table).toMatch(/^first rows, in-app navigation\s+640\.2 ms/m);
    expect(table).toMatch(/member record: documents read\s+45\s+23 excluding one timeline page; responses 21, assignments 11, accessLog 10/);
    expect(table).toMatch(/CSV export\s+2400 ms\s+10000 rows × 60 columns, 3906 KB, BOM yes; median of 2500, 2400, 2300 ms after a warm-up export \(5100 ms: the emulator's first pass\)/);
    expect(table).toMatch(/emulator alone \(Admin SDK\)\s+900 ms\s+a page of 50 responses; count 800 ms/);
    expect(table).toMatch(/- scroll failed: Load more never answered$/);
    expect(table).toMatch(/^triage queue, in-app navigation\s+520\.4 ms\s+from the forms list: route change to the first flagged response painted \(25 shown\)$/m);
    expect(table).toMatch(/^triage queue reads\s+61\s+responses\/review 26, users 25, responses 10; 1 count queries$/m);
    expect(table).toMatch(/^seed\s+10000 responses, 500 members\s+to initial-assessment; written in 49 s$/m);
    const spread = formatReviewerTable(reviewerSection(figures, { responses: 100000, members: 2000, byForm: { 'initial-assessment': 10000, ptsd: 45000, 'indian-head': 45000 }, seconds: 600 }));
    expect(spread).toMatch(/^seed\s+100000 responses, 2000 members\s+10000 to initial-assessment, 45000 to ptsd, 45000 to indian-head; written in 600 s$/m);
  });

  it('says how many page loads the median is of only when it has their times', () => {
    expect(formatReviewerTable(reviewerSection(figures, null))).toMatch(/first rows, full page load\s+1850 ms\s+median of 3 \(1900, 1850, 1700 ms\): navigation start/);
    const table = formatReviewerTable(reviewerSection({ ...figures, firstRowsPageLoadRunsMs: undefined }, null));
    expect(table).toMatch(/first rows, full page load\s+1850 ms\s+navigation start, sign-in restored, first row painted/);
  });
});

describe('reviewer bench stack', () => {
  it('builds and runs on its own ports and dist, 1700 unless BENCH_PORT_OFFSET says', () => {
    expect(reviewerBenchEnv({})).toEqual({
      stack: { PORT_OFFSET: '1700', DIST_DIR: 'dist-bench-reviewer' },
      build: { PORT_OFFSET: '1700', DIST_DIR: 'dist-bench-reviewer', VITE_FIREBASE_PROJECT_ID: 'demo-test', VITE_FIRESTORE_EMULATOR_PORT: '9780', VITE_AUTH_EMULATOR_PORT: '10799', VITE_FUNCTIONS_EMULATOR_PORT: '6701' },
    });
    expect(reviewerBenchEnv({ BENCH_PORT_OFFSET: '1800' }).stack.PORT_OFFSET).toBe('1800');
    expect(reviewerBenchEnv({ BENCH_PORT_OFFSET: '900', BENCH_DIST_DIR: 'dist-perf' })).toMatchObject({ stack: { PORT_OFFSET: '900', DIST_DIR: 'dist-perf' }, build: { DIST_DIR: 'dist-perf' } });
  });
});
