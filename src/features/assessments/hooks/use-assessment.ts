import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSchemaCompilers, type FormDefinition } from '@engine';
import * as api from '../api/assessments-api';
import { isNoConnection, queuedWords } from '../../../lib';
import { clearBackup, readBackup, writeBackup, type Backup } from '../draft-backup';
import { refusalReason } from '../consent';
import { answersOnCurrentVersion, oldestVersion, type HeldAnswers, type QuestionToAnswerAgain, type StartingAnswers } from '../starting-answers';

type Answers = Record<string, unknown>;
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

const SAVE_DELAY_MS = 1200;
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const UNAVAILABLE = 'unavailable' as const;
const NOT_ASSIGNED = 'not-assigned' as const;

/**
 * Whether this member may fill the form: a form for assigned members only needs an open
 * assignment of it (the server refuses the answers otherwise), so the page says so before they start.
 */
async function mayFill(published: { formId: string; audience?: string }, uid: string): Promise<boolean> {
  if (published.audience !== 'assigned') return true;
  const assignments = await api.listAssignments(uid);
  return assignments.some((a) => a.formId === published.formId && a.status === 'assigned');
}

/**
 * This device's copy of the answers: IndexedDB (`api.readDraftCopy`), or the localStorage copy
 * where the browser keeps no IndexedDB (or one written before it did); the newer of the two.
 */
async function readCopy(uid: string, formId: string): Promise<Backup | null> {
  const kept = await api.readDraftCopy(uid, formId).catch(() => null);
  const local = readBackup(storage(), uid, formId);
  const device: Backup | null = kept ? { data: kept.data, savedAt: kept.savedAt, ...(kept.version === undefined ? {} : { version: kept.version }), carried: kept.carried ?? null } : null;
  if (!device || !local) return device ?? local;
  return local.savedAt > device.savedAt ? local : device;
}

/** Said when the browser keeps no copies on the device (private browsing, storage full): the present behaviour goes on. */
export const DEVICE_UNAVAILABLE_NOTICE =
  'This browser is not keeping forms or answers on this device (private browsing, or its storage is full). Your answers are saved as you go while you are online; with no signal, keep this page open and submit again when you are back online.';

/** What the member is told when their draft was carried to a newer version of the form. */
export interface CarriedNotice {
  answerAgain: QuestionToAnswerAgain[];
  startedAgain: boolean;
}

/**
 * The answers to open with: as held when both holders are on the current version (most visits);
 * otherwise carried through the stored migrations, whose module (the engine's migrations and its
 * schema compiler) loads only then, so a phone's first paint does not wait for it. A version that
 * cannot be read leaves no chain (every answer is then kept aside).
 */
async function startFrom(formId: string, held: HeldAnswers | null, copy: HeldAnswers | null, target: FormDefinition): Promise<StartingAnswers> {
  const from = oldestVersion([held, copy], target.version);
  if (from === null) return answersOnCurrentVersion(held, copy, target);
  const [chain, { startingAnswers }] = await Promise.all([
    api.loadMigrations(formId, from, target.version).catch((e: unknown) => {
      if (e instanceof api.DataError && e.code === 'not-found') return [];
      throw e;
    }),
    import('../carry-draft'),
    // migrateAnswers checks each carried answer against its new question: ajv, in the browser on demand
    loadSchemaCompilers(),
  ]);
  return startingAnswers(held, copy, chain, target);
}

/**
 * Loads a published form with the member's open draft, autosaves answers, and submits them.
 * A draft (or this device's copy) given on an older version is carried to the current one on
 * open and saved there at once, with the answers that no longer fit kept on it (`carried`, sent
 * with every save) until submission; `notice` says which questions to answer again.
 * Every submission carries the draft's submission key, so a double tap, a retry after a lost
 * reply or a second tab submitting the same draft stores one response; after a successful
 * submit a new key is made for whatever the member fills in next.
 */
export function useAssessment(formId: string, uid: string) {
  const [form, setForm] = useState<api.PublishedForm | null>(null);
  const [start, setStart] = useState<Answers>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [notAssigned, setNotAssigned] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitRefusal, setSubmitRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<api.SubmissionResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<CarriedNotice | null>(null);
  // the server's draft was newer than (and different from) this device's copy
  const [serverWasNewer, setServerWasNewer] = useState(false);
  // this browser keeps nothing on the device: the member is told once
  const [deviceNotice, setDeviceNotice] = useState<string | null>(null);
  // Submit found no connection: the answers wait in the outbox under this key
  const [queued, setQueued] = useState<string | null>(null);
  // what the member is told about them: offline, or online with the server out of reach
  const [queuedMessage, setQueuedMessage] = useState<string | null>(null);
  const formRef = useRef<api.PublishedForm | null>(null);
  const carried = useRef<api.CarriedDraft | null>(null);
  // a draft moved on at open whose move has not reached the server yet
  const carryUnsaved = useRef(false);
  const submissionKey = useRef<string | null>(null);
  const pending = useRef<Answers | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // a draft never moved on saves as it always did
  const withCarried = () => (carried.current ? { carried: carried.current } : {});

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const data = pending.current;
    const key = submissionKey.current;
    const form = formRef.current;
    if (!data || !form || !key) return;
    pending.current = null;
    setSaveState('saving');
    const save = (async () => {
      try {
        // the draft may hold another tab's key (it created the draft first): submit with that one
        submissionKey.current = await api.saveDraft({ uid, formId, formVersion: form.version, data, submissionKey: key, ...withCarried() });
        carryUnsaved.current = false;
        setSaveState('saved');
      } catch {
        pending.current = pending.current ?? data; // keep it for the next try; the local backup holds it too
        setSaveState('offline');
      }
    })();
    saving.current = save;
    await save;
  }, [formId, uid]);

  // This device's copy, on every change: IndexedDB, or localStorage where the browser keeps none (said once).
  const keepCopy = useCallback(
    async (data: Answers, held: { version?: number; carried: api.CarriedDraft | null }) => {
      const now = Date.now();
      const kept = await api.writeDraftCopy({ uid, formId, data, savedAt: now, ...held }).catch(() => false);
      if (kept) return clearBackup(storage(), uid, formId);
      writeBackup(storage(), uid, formId, data, now, held);
      setDeviceNotice(DEVICE_UNAVAILABLE_NOTICE);
    },
    [formId, uid],
  );
  const backUp = useCallback((data: Answers) => void keepCopy(data, { version: formRef.current?.version, carried: carried.current }), [keepCopy]);
  const clearCopies = useCallback(() => {
    clearBackup(storage(), uid, formId);
    return api.clearDraftCopy(uid, formId).catch(() => undefined);
  }, [formId, uid]);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    // not-found: no published form for members (missing, a draft, archived); trying again cannot help
    const loading = api.loadPublishedForm(formId).catch((e: unknown) => {
      if (e instanceof api.DataError && e.code === 'not-found') return UNAVAILABLE;
      throw e;
    });
    // no signal: the draft on the server cannot be read; this device's copy opens instead
    const serverDraft = api.findDraft(uid, formId).catch((e: unknown) => {
      if (e instanceof api.DataError && isNoConnection(e.code, navigator.onLine)) return null;
      throw e;
    });
    const opening = serverDraft.then(async (draft) => ({ draft, key: draft?.submissionKey || (await api.newSubmissionKey()) }));
    Promise.all([loading, opening])
      .then(async ([published, { draft, key }]) => {
        if (published === UNAVAILABLE) return UNAVAILABLE;
        if (!(await mayFill(published, uid))) return NOT_ASSIGNED;
        const backup = await readCopy(uid, formId);
        const held: HeldAnswers | null = draft ? { version: draft.formVersion, data: draft.data, carried: draft.carried, savedAt: draft.savedAt ?? null } : null;
        // a copy from before versions were recorded belongs with the draft's version
        const copy: HeldAnswers | null = backup ? { version: backup.version ?? draft?.formVersion ?? published.version, data: backup.data, carried: backup.carried, savedAt: backup.savedAt } : null;
        // the version document's number is the version (as submitResponse reads it)
        const target = { ...published.definition, version: published.version };
        return { published, key, start: await startFrom(formId, held, copy, target) };
      })
      .then((opened) => {
        if (!live) return;
        if (opened === UNAVAILABLE) return setUnavailable(true);
        if (opened === NOT_ASSIGNED) return setNotAssigned(true);
        const { published, key, start: begin } = opened;
        submissionKey.current = key;
        formRef.current = published;
        carried.current = begin.carried;
        setStart(begin.data);
        setForm(published);
        if (begin.answerAgain.length > 0 || begin.startedAgain) setNotice({ answerAgain: begin.answerAgain, startedAgain: begin.startedAgain });
        setServerWasNewer(begin.serverWasNewer);
        if (begin.moved) {
          // the draft now lives on the current version: save it there with what was kept aside
          carryUnsaved.current = true;
          void keepCopy(begin.data, { version: published.version, carried: begin.carried });
          pending.current = begin.data;
          void flush();
        }
      })
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : 'This form could not be loaded.'));
    return () => {
      live = false;
    };
  }, [formId, uid, attempt, flush, keepCopy]);


  const onChange = useCallback(
    (data: Answers) => {
      backUp(data);
      pending.current = data;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, backUp],
  );

  // Save what is pending when the member leaves the page.
  useEffect(() => () => void flush(), [flush]);

  /** Puts the finished answers in the outbox; false when this device cannot keep them (the page goes on as before). */
  const queue = useCallback(
    async (queuedForm: api.PublishedForm, key: string, data: Answers): Promise<boolean> => {
      const kept = await api
        .putInOutbox({ uid, formId, title: queuedForm.definition.title, formVersion: queuedForm.version, submissionKey: key, data, carried: carried.current })
        .catch(() => false);
      if (!kept) {
        setDeviceNotice(DEVICE_UNAVAILABLE_NOTICE);
        return false;
      }
      await clearCopies(); // the outbox holds the answers now: one copy on the device, not two
      carried.current = null;
      submissionKey.current = await api.newSubmissionKey().catch(() => null);
      setQueued(key);
      setQueuedMessage(queuedWords(navigator.onLine));
      return true;
    },
    [formId, uid, clearCopies],
  );

  const onSubmit = useCallback(
    async (data: Answers) => {
      if (!form) return;
      window.clearTimeout(timer.current);
      pending.current = null;
      setSubmitting(true);
      setSubmitError(null);
      setSubmitRefusal(null);
      try {
        // a save still on its way settles first: it may adopt another tab's key, and must not
        // recreate the draft after the server has removed it
        await saving.current;
        let key = submissionKey.current ?? (await api.newSubmissionKey());
        if (carryUnsaved.current) {
          // the answers kept aside when the draft moved on travel with the draft: it must hold them first
          key = await api.saveDraft({ uid, formId, formVersion: form.version, data, submissionKey: key, ...withCarried() });
          carryUnsaved.current = false;
        }
        submissionKey.current = key;
        const submitted = await api.submitResponse({ formId, formVersion: form.version, submissionKey: key, data });
        await clearCopies();
        carried.current = null; // what was kept aside is on the response now; the next draft starts fresh
        submissionKey.current = await api.newSubmissionKey().catch(() => null);
        setResult(submitted);
        await api.refreshProfile();
      } catch (e) {
        // No connection: the finished answers wait in the outbox, sent when the signal returns.
        const code = e instanceof api.DataError ? e.code : '';
        const key = submissionKey.current;
        if (key && isNoConnection(code, navigator.onLine) && (await queue(form, key, data))) return;
        // The answers stay in the form and in the local backup: the member can simply try again.
        backUp(data);
        setSubmitError(e instanceof Error ? e.message : 'Your answers could not be sent. Please try again.');
        setSubmitRefusal(refusalReason(e));
      } finally {
        setSubmitting(false);
      }
    },
    [form, formId, uid, backUp, clearCopies, queue],
  );

  // Answers in the outbox: when they are sent, the result shows here; a refusal is said here too.
  useEffect(() => {
    if (!queued) return;
    let live = true;
    let stop: (() => void) | null = null;
    const look = async () => {
      const item = (await api.listOutbox(uid).catch(() => [])).find((i) => i.submissionKey === queued);
      if (!live || !item) return;
      if (item.state === 'sent' && item.result) {
        setQueued(null);
        setResult({ ...item.result, formId: item.formId, formVersion: item.formVersion, scoringVersion: '' });
        void api.refreshProfile().catch(() => undefined);
      } else if (item.state === 'refused') {
        setQueued(null);
        setSubmitError(item.reason ?? 'Your answers could not be sent.');
        setSubmitRefusal(item.refusal);
      }
    };
    void api.watchOutbox(() => void look()).then((unsubscribe) => (live ? (stop = unsubscribe) : unsubscribe()));
    void look();
    return () => {
      live = false;
      stop?.();
    };
  }, [queued, uid]);

  return {
    form,
    start,
    notice,
    serverWasNewer,
    deviceNotice,
    queued: queued !== null,
    queuedMessage,
    loadError,
    unavailable,
    notAssigned,
    retry: () => setAttempt((n) => n + 1),
    saveState,
    onChange,
    onSubmit,
    submitting,
    submitError,
    submitRefusal,
    result,
  };
}
