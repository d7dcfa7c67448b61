import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, isReminderKind, readSiteSettings, siteSettingsPath, type MailAttachment, type MailKind, type MailMessage } from '@model';
import { appLink, queueMail } from '../mail/index.ts';
import { functionLink } from './function-link.ts';
import { mailLinkSecret } from './link-secret.ts';
import type { MemberMailContext } from './member-mails.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

export interface MemberMail {
  /** mailIdFor(kind, ...the event's ids) */
  id: string;
  kind: MailKind;
  uid: string;
  message: (context: MemberMailContext) => MailMessage;
  attachments?: MailAttachment[];
}

/**
 * Queues one email to a member (mail/{id}, addressed by uid: the sender looks the address up and
 * asks memberMayReceive at send time). Reminders carry the one-click unsubscribe link in the body
 * and in the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058). Resolves whether it was
 * queued now (false: this event's email exists already). Hand the ids to sendQueuedMail after.
 */
export async function queueMemberMail(db: Firestore, mail: MemberMail, now: Date): Promise<boolean> {
  const [user, site] = await Promise.all([db.collection(COLLECTIONS.users).doc(mail.uid).get(), db.doc(siteSettingsPath()).get()]);
  const secret = mailLinkSecret();
  const unsubscribeUrl = isReminderKind(mail.kind) && secret ? functionLink('unsubscribe', { token: signUnsubscribeToken(secret, mail.uid, mail.kind, now) }) : null;
  const context: MemberMailContext = {
    name: String(user.get('displayName') ?? '').slice(0, 120),
    practiceName: readSiteSettings(site.data()).practiceName,
    appLink,
    unsubscribeUrl,
  };
  return queueMail(db, mail.id, {
    toUids: [mail.uid],
    memberId: mail.uid,
    kind: mail.kind,
    message: mail.message(context),
    ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  });
}
