// @vitest-environment jsdom
// (the printed document is parsed as a browser would, to check what it shows)
import { describe, expect, it } from 'vitest';
import { emptyMemberExport } from './test-support/member-export.ts';
import { memberCopySections, practiceCopySections } from './member-copy.ts';
import type { MemberDataExport } from './member-data-export.ts';
import { MEMBER_DATA_INVENTORY } from './member-data-inventory.ts';
import { escapeHtml, fieldLabel, memberExportFile, readableValue, renderPrintableExport } from './member-data-printable.ts';

const sampleExport = (): MemberDataExport =>
  emptyMemberExport({ member: { uid: 'alice', email: 'alice@example.test', displayName: 'Alice <Smith>' } });

function withResponse(answer: string): MemberDataExport {
  const data = sampleExport();
  data.sections.find((s) => s.key === 'responses')!.records.push({
    path: 'responses/r1',
    id: 'r1',
    data: { formId: 'pcl5', formVersion: 2, status: 'submitted', submittedAt: '2026-02-01T10:00:00.000Z', data: { q1: 3, comment: answer }, scores: { total: 33, band: 'moderate' } },
  });
  return data;
}

/** The document as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderPrintableExport', () => {
  it('prints a script typed into an answer as text: nothing in the document can run', () => {
    const answer = `<script>alert("x")</script><img src=x onerror="alert(1)"> & 'quotes'`;
    const html = renderPrintableExport(withResponse(answer));
    const page = parse(html);
    expect(page.querySelectorAll('script, img, iframe, object')).toHaveLength(0);
    expect(page.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(page.body.textContent).toContain(answer);
    expect(page.title).toContain('Alice <Smith>');
    expect(html).not.toContain('<script>');
  });

  it('has a heading for every section of the export, with its count, and says when nothing is held', () => {
    const page = parse(renderPrintableExport(withResponse('fine')));
    const headings = [...page.querySelectorAll('main h2')].map((h) => h.textContent);
    expect(headings).toEqual(MEMBER_DATA_INVENTORY.map((entry) => `${entry.title} (${entry.key === 'responses' ? 1 : 0})`));
    expect(page.querySelector('#orders')!.textContent).toContain('We hold nothing here about you.');
    expect([...page.querySelectorAll('nav li')]).toHaveLength(MEMBER_DATA_INVENTORY.length);
  });

  it('shows a response’s answers and scores in tables, with UK dates', () => {
    const page = parse(renderPrintableExport(withResponse('I sleep badly')));
    const tables = [...page.querySelectorAll('#responses table')];
    const byCaption = (caption: string) => tables.find((t) => t.querySelector('caption')?.textContent === caption)!;
    expect(byCaption('Your answers').textContent).toContain('I sleep badly');
    expect(byCaption('Scores').textContent).toContain('33');
    expect(byCaption('Scores').textContent).toContain('moderate');
    expect(page.querySelector('#responses h3')!.textContent).toBe('pcl5 (version 2): submitted — 1 February 2026 at 10:00');
  });

  it('heads each answer with its question as the member read it (the id beside it) and the response with the form title, escaped', () => {
    const data = withResponse('I sleep badly');
    data.forms = { 'pcl5@2': { title: 'PTSD checklist <PCL-5>', questions: { q1: 'Repeated, disturbing memories?', comment: 'comment' } } };
    const page = parse(renderPrintableExport(data));
    const rows = [...page.querySelectorAll('#responses table')].find((t) => t.querySelector('caption')?.textContent === 'Your answers')!.querySelectorAll('tr');
    expect([...rows].map((row) => row.querySelector('th')!.textContent)).toEqual(['Repeated, disturbing memories? (q1)', 'comment']);
    expect(page.querySelector('#responses h3')!.textContent).toBe('PTSD checklist <PCL-5> (version 2): submitted — 1 February 2026 at 10:00');
  });

  it('keeps the ids when the export holds no wording for that version (made before it was added, or the version is gone)', () => {
    const data = withResponse('x');
    data.forms = { 'pcl5@1': { title: 'Older', questions: { q1: 'Other wording' } } };
    const page = parse(renderPrintableExport(data));
    expect(page.querySelector('#responses h3')!.textContent).toMatch(/^pcl5 \(version 2\)/);
    expect(page.querySelector('#responses th')!.textContent).toBe('q1');
  });

  it('says when a section was cut short', () => {
    const data = withResponse('x');
    data.sections.find((s) => s.key === 'responses')!.truncated = true;
    expect(parse(renderPrintableExport(data)).querySelector('#responses .notice')!.textContent).toMatch(/ask the practice/);
  });

  it('says in the member\'s copy what is left out and how to ask; in the practice\'s copy what to review before sending', () => {
    const data = sampleExport();
    data.sections.find((s) => s.key === 'memberNotes')!.records.push({ path: 'members/alice/notes/n1', id: 'n1', data: { text: 'private words', createdAt: '2026-02-03T10:00:00.000Z', authorName: 'Sam' } });
    const own = parse(renderPrintableExport({ ...data, sections: memberCopySections(data.sections) }));
    expect(own.querySelector('#memberNotes .withheld')!.textContent).toMatch(/^Not in this copy: .*not what the note says.*Schedule 3/);
    expect(own.querySelector('#memberNotes')!.textContent).toContain('Sam');
    expect(own.body.textContent).not.toContain('private words');
    expect(own.querySelector('.review')).toBeNull();

    const practice = parse(renderPrintableExport({ ...data, requestedBy: 'administrator', sections: practiceCopySections(data.sections) }));
    expect(practice.querySelector('#memberNotes .review')!.textContent).toMatch(/^For the practice, before sending: Holds the text of reviewer notes/);
    expect(practice.querySelector('#memberNotes')!.textContent).toContain('private words');
    expect(practice.querySelector('.withheld')).toBeNull();
  });

  it('is self-contained: no outside files, and a policy that blocks scripts', () => {
    const html = renderPrintableExport(withResponse('x'));
    expect(html).not.toMatch(/<link|src=|@import|https?:\/\//);
    expect(html).toContain(`default-src 'none'`);
    expect(html).toContain('@media print');
  });
});

describe('printable helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('reads ISO timestamps in UK time (summer time too) and leaves other text alone', () => {
    expect(readableValue('2026-07-01T09:30:00.000Z')).toBe('1 July 2026 at 10:30');
    expect(readableValue('2026-07-01')).toBe('2026-07-01');
  });
  it('labels stored field names in words, keeping question ids', () => {
    expect(fieldLabel('submittedAt')).toBe('Submitted at');
    expect(fieldLabel('q1')).toBe('q1');
  });
});

describe('memberExportFile', () => {
  const data = emptyMemberExport({ exportedAt: '2026-11-28T10:00:00.000Z', member: { uid: 'u42', email: null, displayName: 'Sam' } });
  it('names the member\'s own copy my-data-<day>, and an administrator\'s copy after the member', () => {
    expect(memberExportFile(data, 'json')).toEqual({ name: 'my-data-2026-11-28.json', text: JSON.stringify(data, null, 2), type: 'application/json' });
    expect(memberExportFile(data, 'html', true)).toMatchObject({ name: 'member-data-u42-2026-11-28.html', type: 'text/html;charset=utf-8' });
    expect(memberExportFile(data, 'html').text).toBe(renderPrintableExport(data));
  });
});

describe('the FHIR file of a member export', () => {
  it('is the export’s Bundle alone, named for FHIR, and an empty Bundle for an export made before it existed', () => {
    const data = emptyMemberExport({ member: { uid: 'alice', email: null, displayName: null } });
    const bundle = { resourceType: 'Bundle' as const, type: 'collection' as const, entry: [] };
    const file = memberExportFile({ ...data, fhir: bundle }, 'fhir');
    expect(file.name).toMatch(/^my-data-.*\.fhir\.json$/);
    expect(file.type).toBe('application/fhir+json');
    expect(JSON.parse(file.text)).toEqual(bundle);
    expect(memberExportFile(data, 'fhir', true).name).toMatch(/^member-data-alice-.*\.fhir\.json$/);
    expect(JSON.parse(memberExportFile(data, 'fhir').text)).toEqual({ resourceType: 'Bundle', type: 'collection', entry: [] });
  });
});
