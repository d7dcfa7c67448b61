/**
 * bench/RESULTS.md's generated sections (pure, unit-tested). Each bench kind's latest figures sit
 * between `<!-- results:start KIND -->` and `<!-- results:end KIND -->`, rewritten from the run's
 * JSON report whenever that kind runs; everything outside the markers is hand-written and kept.
 */
import { builderMethods, builderTargets, formatBuilderTable } from './builder-report.mjs';
import { formatLoadTable, loadTargets } from './load-report.mjs';
import { formatPhoneTable, phoneTargets } from './phone-report.mjs';
import { formatReviewerTable, reviewerTargets } from './reviewer-report.mjs';
import { formatNodeTable, formatTable } from './stats.mjs';
import { targetReport } from './targets.mjs';

/** The bench kinds, in the order their sections are added to a file that has none yet. */
export const RESULT_KINDS = ['renderer', 'builder', 'reviewer', 'phone', 'load'];

export const startMarker = (kind) => `<!-- results:start ${kind} -->`;
export const endMarker = (kind) => `<!-- results:end ${kind} -->`;

const hasKeys = (value) => Boolean(value) && Object.keys(value).length > 0;

/** The kinds a report holds figures for (a full run: renderer and builder; `--phone`: phone). */
export function resultKinds(report) {
  const holds = {
    renderer: hasKeys(report.sizes) || hasKeys(report.forms) || Boolean(report['engine-node']),
    builder: hasKeys(report.builder),
    reviewer: Boolean(report.reviewer),
    phone: hasKeys(report.phone),
    load: hasKeys(report.load),
  };
  return RESULT_KINDS.filter((kind) => holds[kind]);
}

/** "Measured 2026-11-22 (full run, 396 s) on 2 cores (AMD EPYC), 24 GB, Node v20.20.2, Chromium 150; load …". */
function measuredLine(report) {
  const m = report.machine ?? {};
  const date = typeof report.date === 'string' ? report.date.slice(0, 10) : 'an unrecorded date';
  const run = [report.mode && `${report.mode} run`, typeof report.durationS === 'number' && `${report.durationS} s`].filter(Boolean).join(', ');
  const machine = [
    m.cpus && `${m.cpus} cores${m.cpuModel ? ` (${m.cpuModel})` : ''}`,
    m.memoryGB && `${m.memoryGB} GB`,
    m.node && `Node ${m.node}`,
    m.chromium && `Chromium ${m.chromium}`,
    m.builderViewport && `builder viewport ${m.builderViewport}`,
  ].filter(Boolean).join(', ');
  const load = m.loadAverageAtStart
    ? `; load average ${m.loadAverageAtStart.join(' ')} at the start${m.loadAverageAtEnd ? `, ${m.loadAverageAtEnd.join(' ')} at the end` : ''}`
    : '';
  return `Measured ${date}${run ? ` (${run})` : ''}${machine ? ` on ${machine}` : ''}${load}.`;
}

/** A text table's first line as a bold heading, the rest (a Markdown table) below it. */
function titled(text) {
  const [title, ...rest] = text.split('\n');
  return `**${title}**\n\n${rest.join('\n')}`;
}

/** A plain-text table kept as it prints, its first line as the heading. */
function fenced(text) {
  const [title, ...rest] = text.split('\n');
  return `**${title}**\n\n\`\`\`\n${rest.join('\n')}\n\`\`\``;
}

const verdicts = (targets) => ['Targets (reported, never asserted):', ...targets.map((t) => `- ${t.met === null ? '?' : t.met ? 'met' : 'MISSED'}: ${t.target} (${t.detail})`)].join('\n');

/** The Markdown for one kind's figures (without the markers). */
export function resultsMarkdown(kind, report) {
  const parts = [`_Written by \`npm run bench\` from the run's JSON; a run of this kind rewrites it._ ${measuredLine(report)}`];
  if (report.note) parts.push(report.note);
  if (kind === 'renderer') {
    for (const [size, figures] of Object.entries(report.sizes ?? {})) parts.push(titled(formatTable(`${size} fields`, figures)));
    if (report.forms?.pcl5) parts.push(titled(formatTable('PCL-5 (schemas/forms/ptsd.json, 21 questions on one page)', report.forms.pcl5)));
    if (report['engine-node']) parts.push(titled(formatNodeTable(report['engine-node'])));
    parts.push(verdicts(targetReport(report)));
  } else if (kind === 'builder') {
    for (const [size, figures] of Object.entries(report.builder)) parts.push(titled(formatBuilderTable(`Builder, ${size} questions`, figures)));
    const methods = Object.entries(builderMethods(report.builder));
    if (methods.length) parts.push(['How each builder was driven:', ...methods.map(([name, how]) => `- ${name}: title: ${how.title}; move: ${how.move}; undo: ${how.undo}`)].join('\n'));
    parts.push(verdicts(builderTargets(report)));
  } else if (kind === 'reviewer') {
    parts.push(fenced(formatReviewerTable(report.reviewer)));
    parts.push(verdicts(reviewerTargets(report.reviewer)));
  } else if (kind === 'phone') {
    parts.push(fenced(formatPhoneTable(report.phone)));
    parts.push(verdicts(phoneTargets(report.phone)));
  } else if (kind === 'load') {
    parts.push(fenced(formatLoadTable(report.load)));
    parts.push(verdicts(loadTargets(report.load)));
  } else {
    throw new Error(`unknown bench kind ${kind} (one of ${RESULT_KINDS.join(', ')})`);
  }
  return parts.join('\n\n');
}

/**
 * The file's text with one kind's section rewritten from the report: the text between its
 * markers replaced, or, without markers, a new section added at the end. A start marker without
 * its end (or the wrong way round) is refused rather than guessed at, so no hand-written text is lost.
 */
export function replaceSection(existing, kind, markdown) {
  const start = startMarker(kind);
  const end = endMarker(kind);
  const block = `${start}\n${markdown}\n${end}`;
  const from = existing.indexOf(start);
  const to = existing.indexOf(end);
  if (from === -1 && to === -1) {
    const base = existing.replace(/\s*$/, '');
    return `${base}${base ? '\n\n' : ''}## Latest results: ${kind}\n\n${block}\n`;
  }
  if (from === -1 || to === -1 || to < from || existing.indexOf(start, from + 1) !== -1) {
    throw new Error(`bench/RESULTS.md: the ${kind} results need exactly one "${start}" followed by one "${end}"`);
  }
  return `${existing.slice(0, from)}${block}${existing.slice(to + end.length)}`;
}

/** The file's text with every kind the report holds rewritten; the same text when it holds none. */
export function updateResults(existing, report) {
  return resultKinds(report).reduce((text, kind) => replaceSection(text, kind, resultsMarkdown(kind, report)), existing);
}
