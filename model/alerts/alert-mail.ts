/**
 * The alert emails: a flag raised, a flag escalated, more flags than alerts, and the daily digest.
 * None holds health data: never an answer, a score or a flag's own message (which can name the
 * question) — only the member's initials, the form's name, the severity, the UK time and a link
 * into the app, where the reader signs in to see the rest. Every member-supplied string (the name
 * the initials come from, a form's title) is escaped in the HTML.
 */
import type { FlagSeverity } from '@engine';
import { escapeHtml } from '../mail/escape-html.ts';
import type { MailMessage } from '../mail/mail-documents.ts';
import { ukDateTime } from '../uk-time/uk-date-time.ts';
import { ukTimeAgo } from '../uk-time/uk-time-ago.ts';
import { ALERT_WINDOW_MINUTES } from './alert-flood.ts';

/** One raised flag as an email may name it. */
export interface FlagAlertFacts {
  /** the member's initials (memberInitials), never their name */
  initials: string;
  formTitle: string;
  severity: FlagSeverity;
  raisedAt: Date;
  /** the triage item in the app (absolute) */
  link: string;
}

/** "J. S." from "Jane Smith": the first letters of the first and last words; "A member" without a name. */
export function memberInitials(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  if (words.length === 0) return 'A member';
  const letter = (word: string) => (Array.from(word).find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? '').toLocaleUpperCase('en-GB');
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return picked.map((word) => `${letter(word)}.`).join(' ');
}

const SEVERITY_WORDS: Readonly<Record<FlagSeverity, string>> = { urgent: 'Urgent', warning: 'Warning', info: 'Information' };
const PRIVACY = 'For the member’s privacy this email holds no answers or scores: sign in to read them.';
const FOOTER = 'You get this email because you are listed for risk alerts in the practice’s settings.';

/** UK time with its zone named, so nobody reading abroad misreads it. */
const ukWhen = (at: Date): string => `${ukDateTime(at)} (UK time)`;

/** The email's HTML: paragraphs (already escaped), then a list and paragraphs after it, then the footer. */
const html = (paragraphs: readonly string[], list: readonly string[] = [], after: readonly string[] = []): string =>
  [
    '<!doctype html><html lang="en-GB"><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    list.length > 0 ? `<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>` : '',
    ...after.map((paragraph) => `<p>${paragraph}</p>`),
    `<p style="color: #555">${escapeHtml(PRIVACY)}<br>${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('');

const linkHtml = (href: string, words: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>`;

const factLines = (facts: FlagAlertFacts): string[] => [
  `Member: ${facts.initials}`,
  `Form: ${facts.formTitle}`,
  `Severity: ${SEVERITY_WORDS[facts.severity]}`,
  `Submitted: ${ukWhen(facts.raisedAt)}`,
];

const factsHtml = (facts: FlagAlertFacts): string => factLines(facts).map(escapeHtml).join('<br>');

/** The alert for one raised flag, sent at once (warnings in quiet hours: at their end). */
export function flagAlertMessage(facts: FlagAlertFacts, escalationHours: number | null): MailMessage {
  const what = facts.severity === 'urgent' ? 'An urgent flag' : 'A warning flag';
  const escalation = escalationHours === null ? '' : ` If nobody acknowledges it within ${escalationHours === 1 ? '1 hour' : `${escalationHours} hours`}, it is escalated.`;
  const ask = `Open it in the triage queue and acknowledge it once you have acted.${escalation}`;
  return {
    subject: `${SEVERITY_WORDS[facts.severity]} flag raised: ${facts.initials}, ${facts.formTitle}`,
    text: [`${what} was raised on a questionnaire a member submitted.`, '', ...factLines(facts), '', ask, facts.link, '', PRIVACY, FOOTER].join('\n'),
    html: html([`${escapeHtml(what)} was raised on a questionnaire a member submitted.`, factsHtml(facts), `${escapeHtml(ask)}<br>${linkHtml(facts.link, 'Open the flag')}`]),
  };
}

/** The second email for an urgent flag still not acknowledged after the configured hours. */
export function flagEscalationMessage(facts: FlagAlertFacts, escalationHours: number): MailMessage {
  const hours = escalationHours === 1 ? '1 hour' : `${escalationHours} hours`;
  const what = `An urgent flag has not been acknowledged for ${hours}.`;
  const ask = 'Please open it now and acknowledge it once the member has been contacted.';
  return {
    subject: `Not yet acknowledged: urgent flag for ${facts.initials}, ${facts.formTitle}`,
    text: [what, '', ...factLines(facts), '', ask, facts.link, '', PRIVACY, FOOTER].join('\n'),
    html: html([escapeHtml(what), factsHtml(facts), `${escapeHtml(ask)}<br>${linkHtml(facts.link, 'Open the flag')}`]),
  };
}

/** Escalations past the budget of one sweep: one email naming them all. */
export function flagEscalationBatchMessage(flags: readonly FlagAlertFacts[], escalationHours: number, triageLink: string): MailMessage {
  const hours = escalationHours === 1 ? '1 hour' : `${escalationHours} hours`;
  const what = `${flags.length} more urgent flags have not been acknowledged for ${hours}.`;
  const line = (facts: FlagAlertFacts) => `${facts.initials}, ${facts.formTitle}, submitted ${ukWhen(facts.raisedAt)}`;
  return {
    subject: `Not yet acknowledged: ${flags.length} urgent flags`,
    text: [what, '', ...flags.map((facts) => `- ${line(facts)}: ${facts.link}`), '', 'The triage queue lists them all:', triageLink, '', PRIVACY, FOOTER].join('\n'),
    html: html([escapeHtml(what)], flags.map((facts) => `${escapeHtml(line(facts))}: ${linkHtml(facts.link, 'open')}`), [linkHtml(triageLink, 'Open the triage queue')]),
  };
}

/** The one "more flags" email of a window whose alert budget has run out, sent at once. */
export function moreFlagsMessage(alertsSent: number, windowStart: Date, triageLink: string): MailMessage {
  const what = `More flags than usual are being raised: ${alertsSent} alerts have been sent since ${ukWhen(windowStart)}, and further flags in these ${ALERT_WINDOW_MINUTES} minutes are not emailed one by one.`;
  const where = 'Every flag is in the triage queue now, and the open ones are in the next daily digest. Urgent flags are still escalated if nobody acknowledges them.';
  return {
    subject: 'More flags are being raised than alerts are sent for',
    text: [what, '', where, triageLink, '', PRIVACY, FOOTER].join('\n'),
    html: html([escapeHtml(what), escapeHtml(where), linkHtml(triageLink, 'Open the triage queue')]),
  };
}

/** One open flag in the digest. */
export type DigestEntry = FlagAlertFacts;

/** Flags the digest names one by one; the rest are counted. */
export const DIGEST_LISTED = 100;

/** The daily digest: every open flag, oldest first, with how long it has been open. */
export function flagDigestMessage(entries: readonly DigestEntry[], total: number, now: Date, triageLink: string): MailMessage {
  const oldestFirst = [...entries].sort((a, b) => a.raisedAt.getTime() - b.raisedAt.getTime()).slice(0, DIGEST_LISTED);
  const what = total === 1 ? '1 flag is open (not yet acknowledged), oldest first:' : `${total} flags are open (not yet acknowledged), oldest first:`;
  const line = (entry: DigestEntry) =>
    `${SEVERITY_WORDS[entry.severity]}: ${entry.initials}, ${entry.formTitle}, submitted ${ukWhen(entry.raisedAt)} (${ukTimeAgo(entry.raisedAt, now)})`;
  const more = total > oldestFirst.length ? [`and ${total - oldestFirst.length} more in the triage queue.`] : [];
  return {
    subject: `Daily digest: ${total === 1 ? '1 open flag' : `${total} open flags`}`,
    text: [what, '', ...oldestFirst.map((entry) => `- ${line(entry)}: ${entry.link}`), ...more, '', 'The triage queue:', triageLink, '', PRIVACY, FOOTER].join('\n'),
    html: html([escapeHtml(what)], [...oldestFirst.map((entry) => `${escapeHtml(line(entry))}: ${linkHtml(entry.link, 'open')}`), ...more.map(escapeHtml)], [linkHtml(triageLink, 'Open the triage queue')]),
  };
}
