import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS, MEMBER_DATA_INVENTORY, MEMBER_EXPORT_AUDIT_ACTION, actorName, formWording, formVersionPath, formWordingKey, memberCopySections, parseExportMyDataRequest, practiceCopySections, readStoredDefinition, type AccessKind, type ExportFormWording, type ExportMyDataAnswer, type ExportSection } from '@model';
import { isRecord, responseBundle, type FhirBundle, type FormDefinition, type ResponseForExport } from '@engine';
import { requireCurrentAdmin, requireMember } from './callers.ts';
import { callableOptions } from './options.ts';
import { enforceRateLimit } from './rateLimit.ts';
import { exportSection, findMemberDocuments, readAccount } from './memberData.ts';

/**
 * A callable's answer is one HTTP response (Cloud Functions caps it at 10 MB in the callable
 * protocol's envelope); past this the member is asked to request it from the practice instead.
 */
const MAX_EXPORT_BYTES = 9_000_000;

/** A name or address as stored, or null when it is missing or blank. */
const filledOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The wording of every form version the responses were given to, read once each (a version no
 * longer stored is left out), and the responses as a FHIR Bundle against those versions.
 */
async function formsWording(db: FirebaseFirestore.Firestore, responses: ExportSection | undefined, memberId: string): Promise<{ forms: { [key: string]: ExportFormWording }; fhir: FhirBundle }> {
  // wording key -> the version document's path, each version once
  const paths = new Map<string, string>();
  for (const record of responses?.records ?? []) {
    const { formId, formVersion } = record.data;
    if (typeof formId === 'string' && formId !== '' && typeof formVersion === 'number' && Number.isInteger(formVersion)) {
      paths.set(formWordingKey(formId, formVersion), formVersionPath(formId, formVersion));
    }
  }
  const forms: { [key: string]: ExportFormWording } = {};
  const definitions = new Map<string, FormDefinition>();
  const keys = [...paths.keys()];
  // getAll answers in the order asked
  const snaps = paths.size === 0 ? [] : await db.getAll(...[...paths.values()].map((path) => db.doc(path)));
  snaps.forEach((snap, i) => {
    const definition = snap.exists ? readStoredDefinition(snap.data()) : null;
    if (definition) {
      forms[keys[i]!] = formWording(definition);
      definitions.set(keys[i]!, definition);
    }
  });
  const submitted: ResponseForExport[] = [];
  const formOf = new Map<string, string>();
  for (const record of responses?.records ?? []) {
    const { formId, formVersion, data, submittedAt, status } = record.data;
    if ((status !== undefined && status !== 'submitted') || typeof formId !== 'string' || typeof formVersion !== 'number' || typeof submittedAt !== 'string' || !isRecord(data)) continue;
    submitted.push({ id: record.id, memberId, formVersion, data, submittedAt });
    formOf.set(record.id, formId);
  }
  const { bundle } = responseBundle(submitted, (r) => definitions.get(formWordingKey(formOf.get(r.id) ?? '', r.formVersion)) ?? null, { timestamp: new Date().toISOString() });
  return { forms, fhir: bundle };
}

/**
 * Everything the practice holds about a member (MEMBER_DATA_INVENTORY), read with the Admin SDK.
 * A member exports their own (`{}`): their copy (memberCopySections) holds every answer, score,
 * member-visible flag, order, booking, their history and who opened their record, and that
 * reviewer notes exist (when, by whom); the notes' text, reviewer-only flags and acknowledgement
 * notes are withheld, each section saying so and how to ask (DPA 2018 Schedule 3 serious-harm
 * exemption: docs/security.md, "A member's own copy"). An administrator may pass `{memberId}` for a
 * subject-access request, checked against the account's current claims and audited
 * (`member.export`): the practice's copy holds everything, marked where a practitioner reviews it
 * before it is sent. Anyone else asking for another member's data is refused. Rate-limited per
 * caller (rateLimit.ts). Timestamps are ISO strings.
 */
export const exportMyData = onCall({ ...callableOptions, timeoutSeconds: 120, memory: '512MiB' }, async (request): Promise<ExportMyDataAnswer> => {
  const caller = requireMember(request.auth);
  await enforceRateLimit(caller.uid, 'exportMyData');
  const input = parseExportMyDataRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const memberId = input.value.memberId ?? caller.uid;
  const forAnother = memberId !== caller.uid;
  if (forAnother) await requireCurrentAdmin(request.auth);

  const db = getFirestore();
  const account = await readAccount(memberId);
  if (forAnother) {
    const profile = await db.collection(COLLECTIONS.users).doc(memberId).get();
    if (!account && !profile.exists) throw new HttpsError('not-found', 'No member has that id.');
    // Written before the read, so an export that fails half-way is still on record: in the audit
    // log, and in the member's access log, where their record's Recent access and their own
    // export show who downloaded their data
    const batch = db.batch();
    batch.set(db.collection(COLLECTIONS.auditLog).doc(), {
      action: MEMBER_EXPORT_AUDIT_ACTION,
      actorUid: caller.uid,
      targetUid: memberId,
      at: FieldValue.serverTimestamp(),
    });
    const dataExport: AccessKind = 'data-export';
    batch.set(db.collection(COLLECTIONS.accessLog).doc(), {
      actorId: caller.uid,
      actorName: actorName(caller.token.name, caller.token.email, caller.uid),
      memberId,
      kind: dataExport,
      at: FieldValue.serverTimestamp(),
    });
    await batch.commit();
  }

  const found = await findMemberDocuments(db, memberId);
  const everything = MEMBER_DATA_INVENTORY.map((entry) => exportSection(entry, found.get(entry.key), account));
  const sections = forAnother ? practiceCopySections(everything) : memberCopySections(everything);
  const profile = sections.find((section) => section.key === 'profile')?.records[0]?.data ?? {};
  const answer: ExportMyDataAnswer = {
    format: 'member-data-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    member: {
      uid: memberId,
      email: filledOrNull(account?.email) ?? filledOrNull(profile.email),
      displayName: filledOrNull(profile.displayName) ?? filledOrNull(account?.displayName),
    },
    requestedBy: forAnother ? 'administrator' : 'member',
    sections,
    ...(await formsWording(db, sections.find((section) => section.key === 'responses'), memberId)),
  };
  if (JSON.stringify(answer).length > MAX_EXPORT_BYTES) {
    throw new HttpsError(
      'resource-exhausted',
      'There is too much to download in one go here. Please ask the practice for a copy of your data; they will send it to you.',
    );
  }
  return answer;
});
