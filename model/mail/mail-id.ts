import type { MailKind } from './mail-documents.ts';

/** Firestore's longest document id, in bytes. */
const MAX_ID_BYTES = 1_500;

/**
 * The id of mail/{id} for one event: the kind and the event's own ids (a response and flag, an
 * assignment, a booking, a digest's London day), so the same event always names the same document
 * and queueMail creates it once — a retried submission, trigger or sweep makes no second email.
 * Parts are ids and dates, never an address or a name (ids show up in logs and the deliveries page).
 * Each part is URI-encoded (and '~' too), so no part can contain the separator or a '/'.
 */
export function mailIdFor(kind: MailKind, ...eventParts: readonly (string | number)[]): string {
  if (eventParts.length === 0) throw new Error(`mailIdFor('${kind}') needs the event's ids: without them two events would share one email.`);
  const parts = eventParts.map((part) => {
    const encoded = encodeURIComponent(String(part)).replace(/~/g, '%7E');
    if (encoded === '') throw new Error(`mailIdFor('${kind}'): an event part is empty.`);
    return encoded;
  });
  const id = [kind, ...parts].join('~');
  if (new TextEncoder().encode(id).length > MAX_ID_BYTES) throw new Error(`mailIdFor('${kind}'): the event's ids are too long for a document id.`);
  return id;
}
