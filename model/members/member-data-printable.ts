/**
 * The printable copy of a member's data export: one self-contained HTML document (no scripts, no
 * outside files, its own print CSS) that a member can open offline, read and print. Pure: every
 * stored value is escaped, so a `<script>` typed into an answer prints as text.
 */
import { ukLongDateTime } from '../uk-time/uk-long-date-time.ts';
import { exportFileName, formWordingKey, type ExportFormWording, type ExportRecord, type ExportSection, type ExportValue, type MemberDataExport } from './member-data-export.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An ISO timestamp as UK readers expect it (Europe/London); any other text as it is. */
export function readableValue(text: string): string {
  return ISO_DATE.test(text) ? ukLongDateTime(new Date(text)) : text;
}

/** `submittedAt` -> "Submitted at", `q1` stays "q1" (answers keep the form's question ids). */
export function fieldLabel(key: string): string {
  if (!/[a-z][A-Z]/.test(key)) return key;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isObject = (value: ExportValue): value is { [key: string]: ExportValue } => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueHtml(value: ExportValue): string {
  if (value === null) return '<span class="none">none</span>';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return escapeHtml(String(value));
  if (typeof value === 'string') return value === '' ? '<span class="none">empty</span>' : escapeHtml(readableValue(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">none</span>';
    if (value.every((item) => !isObject(item) && !Array.isArray(item))) return value.map(valueHtml).join(', ');
    return `<ol>${value.map((item) => `<li>${valueHtml(item)}</li>`).join('')}</ol>`;
  }
  return tableHtml(value);
}

/** `label`: a row's heading as HTML (escaped), the key's fieldLabel unless given. */
function tableHtml(data: { [key: string]: ExportValue }, caption?: string, label: (key: string) => string = (key) => escapeHtml(fieldLabel(key))): string {
  const keys = Object.keys(data);
  const head = caption ? `<caption>${escapeHtml(caption)}</caption>` : '';
  if (keys.length === 0) return `<table>${head}<tbody><tr><td class="none">nothing recorded</td></tr></tbody></table>`;
  const rows = keys.map((key) => `<tr><th scope="row">${label(key)}</th><td>${valueHtml(data[key]!)}</td></tr>`).join('');
  return `<table>${head}<tbody>${rows}</tbody></table>`;
}

const text = (value: ExportValue | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The wording of the form version a response was given to, when the export holds it. */
function wordingOf(data: MemberDataExport, record: ExportRecord): ExportFormWording | null {
  const { formId, formVersion } = record.data;
  if (typeof formId !== 'string' || typeof formVersion !== 'number') return null;
  return data.forms?.[formWordingKey(formId, formVersion)] ?? null;
}

/** A record's heading in the member's words where its section has one, else its id. */
function recordHeading(section: ExportSection, record: ExportRecord, wording: ExportFormWording | null): string {
  const d = record.data;
  const when = (value: ExportValue | undefined) => (text(value) ? ` — ${readableValue(text(value)!)}` : '');
  switch (section.key) {
    case 'responses':
      return `${(wording?.title || null) ?? text(d.formId) ?? 'Form'}${typeof d.formVersion === 'number' ? ` (version ${d.formVersion})` : ''}: ${d.status === 'draft' ? 'not submitted yet' : 'submitted'}${when(d.submittedAt ?? d.updatedAt)}`;
    case 'responseNotes':
    case 'memberNotes':
      return `Note${when(d.createdAt)}`;
    case 'orders':
      return `${text(d.productTitle) ?? 'Order'}${when(d.createdAt)}`;
    case 'history':
      return `${text(d.action) ?? 'Event'}${when(d.at)}`;
    case 'accessLog':
      return `Opened by ${text(d.actorName) ?? text(d.actorId) ?? 'a practitioner'}${when(d.at)}`;
    default:
      return record.id;
  }
}

/**
 * A response's answers and scores get tables of their own; everything else follows. Each answer
 * is headed by its question as the member read it, with the id the JSON copy uses beside it.
 */
function recordBody(section: ExportSection, record: ExportRecord, wording: ExportFormWording | null): string {
  if (section.key !== 'responses') return tableHtml(record.data);
  const { data: answers, scores, ...rest } = record.data;
  const question = (name: string) => {
    const title = wording?.questions[name];
    return title && title !== name ? `${escapeHtml(title)} <span class="source">(${escapeHtml(name)})</span>` : escapeHtml(fieldLabel(name));
  };
  return [
    isObject(answers ?? null) ? tableHtml(answers as { [key: string]: ExportValue }, 'Your answers', question) : '',
    isObject(scores ?? null) ? tableHtml(scores as { [key: string]: ExportValue }, 'Scores') : '',
    tableHtml(rest, 'Details'),
  ].join('');
}

function sectionHtml(data: MemberDataExport, section: ExportSection): string {
  const count = section.records.length;
  const records = count
    ? section.records
        .map((record) => {
          const wording = section.key === 'responses' ? wordingOf(data, record) : null;
          return `<article><h3>${escapeHtml(recordHeading(section, record, wording))}</h3>${recordBody(section, record, wording)}<p class="source">Stored at ${escapeHtml(record.path)}</p></article>`;
        })
        .join('')
    : '<p class="none">We hold nothing here about you.</p>';
  const truncated = section.truncated
    ? '<p class="notice">There is more here than one download holds. Please ask the practice for the rest; they will send it to you.</p>'
    : '';
  // the member's copy says what it leaves out and how to ask; the practice's copy what to review before sending
  const withheld = section.withheld ? `<p class="notice withheld"><strong>Not in this copy:</strong> ${escapeHtml(section.withheld)}</p>` : '';
  const review = section.reviewBeforeSending
    ? `<p class="notice review"><strong>For the practice, before sending:</strong> ${escapeHtml(section.reviewBeforeSending)} A practitioner checks whether any of it would be likely to cause serious harm to the member (Data Protection Act 2018, Schedule 3) and removes only that.</p>`
    : '';
  return `<section id="${escapeHtml(section.key)}"><h2>${escapeHtml(section.title)} <span class="count">(${count})</span></h2><p>${escapeHtml(section.held)}</p>${withheld}${review}${truncated}${records}</section>`;
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;max-width:60rem;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.3rem;margin:2rem 0 .25rem;border-bottom:2px solid #333}h3{font-size:1.05rem;margin:1.25rem 0 .4rem}
table{border-collapse:collapse;width:100%;margin:.4rem 0 .8rem}caption{text-align:left;font-weight:600;padding:.2rem 0}
th,td{border:1px solid #bbb;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}th{width:30%;background:#f3f3f3;font-weight:600}
td table{margin:0}ol{margin:0;padding-left:1.2rem}.none,.source,.count{color:#555}.source{font-size:.8rem;margin:0}
.notice{border-left:4px solid #b35c00;padding:.3rem .6rem;background:#fff6ea}nav ol{columns:2}
@page{margin:15mm}
@media print{body{padding:0;max-width:none;font-size:11pt}nav{display:none}h2,h3{break-after:avoid}tr,article{break-inside:avoid}th{background:none}}
`;

/** The whole export as a readable, printable HTML document (UTF-8, no scripts). */
export function renderPrintableExport(data: MemberDataExport): string {
  const name = data.member.displayName ?? data.member.email ?? data.member.uid;
  const exported = readableValue(data.exportedAt);
  const contents = data.sections.map((s) => `<li><a href="#${escapeHtml(s.key)}">${escapeHtml(s.title)}</a> (${s.records.length})</li>`).join('');
  const who = data.requestedBy === 'administrator' ? 'Prepared by the practice in answer to a request for your data.' : 'You downloaded this copy yourself.';
  return [
    '<!doctype html>',
    '<html lang="en-GB"><head><meta charset="utf-8">',
    // defence in depth: even if something slipped past escaping, nothing could run or load
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`Your data — ${name} — ${exported}`)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    '<header><h1>Your data held by the practice</h1>',
    `<p>For <strong>${escapeHtml(name)}</strong>${data.member.email && data.member.email !== name ? ` (${escapeHtml(data.member.email)})` : ''}, member id ${escapeHtml(data.member.uid)}.</p>`,
    `<p>Exported on ${escapeHtml(exported)}. ${who} Times are UK time.</p></header>`,
    `<nav aria-label="Contents"><h2>Contents</h2><ol>${contents}</ol></nav>`,
    `<main>${data.sections.map((section) => sectionHtml(data, section)).join('')}</main>`,
    '</body></html>',
  ].join('\n');
}

export type MemberExportFormat = 'json' | 'html' | 'fhir';

/**
 * The export as the file a browser saves: the JSON itself, or the printable copy. `forMember`:
 * named after the member (`member-data-<uid>-<day>`), as an administrator keeps one prepared for a
 * subject-access request; otherwise the member's own `my-data-<day>`.
 */
export function memberExportFile(data: MemberDataExport, format: MemberExportFormat, forMember = false): { name: string; text: string; type: string } {
  const own = exportFileName(data, format === 'fhir' ? 'fhir.json' : format);
  const name = forMember ? own.replace(/^my-data-/, `member-data-${data.member.uid}-`) : own;
  // the responses alone, as a FHIR Bundle for another service (an export made before it existed gives an empty one)
  if (format === 'fhir') return { name, text: JSON.stringify(data.fhir ?? { resourceType: 'Bundle', type: 'collection', entry: [] }, null, 2), type: 'application/fhir+json' };
  return format === 'json'
    ? { name, text: JSON.stringify(data, null, 2), type: 'application/json' }
    : { name, text: renderPrintableExport(data), type: 'text/html;charset=utf-8' };
}
