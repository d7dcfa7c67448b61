/**
 * The one layout of every email to a member: a greeting, a few plain lines, one button into the
 * app, and a footer (why they get it; for reminders, how to stop it). Pure. Every string a member
 * or administrator wrote (a name, a session's title or place) is escaped here, once.
 */
import { escapeHtml, type MailMessage } from '@model';

export interface MemberMailParts {
  subject: string;
  /** the member's name as they gave it ('' greets them without it) */
  name: string;
  /** each line plain text; escaped in the HTML */
  lines: string[];
  action: { label: string; url: string };
  practiceName: string;
  /** reminders: the one-click unsubscribe link and where to change every choice */
  unsubscribe?: { url: string; settingsUrl: string; what: string };
}

/** Pure: the subject, plain text and HTML of a member's email. */
export function memberMailMessage(parts: MemberMailParts): MailMessage {
  const greeting = parts.name.trim() ? `Hello ${parts.name.trim()},` : 'Hello,';
  const footer = parts.unsubscribe
    ? [`You get this because reminders about ${parts.unsubscribe.what} are on for your account.`, `Stop these reminders: ${parts.unsubscribe.url}`, `Choose which emails you get: ${parts.unsubscribe.settingsUrl}`]
    : ['This email is about your account or a booking you made, so it is always sent.'];
  const text = [greeting, '', ...parts.lines, '', `${parts.action.label}: ${parts.action.url}`, '', `${parts.practiceName}`, '', ...footer].join('\n');
  const p = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const footerHtml = parts.unsubscribe
    ? `<p style="margin:0 0 6px">${escapeHtml(footer[0] ?? '')}</p><p style="margin:0"><a href="${escapeHtml(parts.unsubscribe.url)}">Stop these reminders</a> · <a href="${escapeHtml(parts.unsubscribe.settingsUrl)}">Choose which emails you get</a></p>`
    : `<p style="margin:0">${escapeHtml(footer[0] ?? '')}</p>`;
  const html = [
    '<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto">',
    p(greeting),
    ...parts.lines.map(p),
    `<p style="margin:20px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#2f6f5e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>`,
    p(parts.practiceName),
    `<hr style="border:none;border-top:1px solid #d9dee3;margin:24px 0 12px"><div style="font-size:13px;color:#52606d">${footerHtml}</div>`,
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}
