import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSchemaCompilers, type FormDefinition } from '@engine';
import * as api from '../api/assessments-api';
import { clearBackup, readBackup, writeBackup } from '../draft-backup';
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

  useEffect(() => {
    let live = true;
    setLoadError(null);
    // not-found: no published form for members (missing, a draft, archived); trying again cannot help
    const loading = api.loadPublishedForm(formId).catch((e: unknown) => {
      if (e instanceof api.DataError && e.code === 'not-found') return UNAVAILABLE;
      throw e;
    });
    const opening = api.findDraft(uid, formId).then(async (draft) => ({ draft, key: draft?.submissionKey || (await api.newSubmissionKey()) }));
    Promise.all([loading, opening])
      .then(async ([published, { draft, key }]) => {
        if (published === UNAVAILABLE) return UNAVAILABLE;
        if (!(await mayFill(published, uid))) return NOT_ASSIGNED;
        const backup = readBackup(storage(), uid, formId);
        const held: HeldAnswers | null = draft ? { version: draft.formVersion, data: draft.data, carried: draft.carried } : null;
        // a copy from before versions were recorded belongs with the draft's version
        const copy: HeldAnswers | null = backup ? { version: backup.version ?? draft?.formVersion ?? published.version, data: backup.data, carried: backup.carried } : null;
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
        if (begin.moved) {
          // the draft now lives on the current version: save it there with what was kept aside
          carryUnsaved.current = true;
          writeBackup(storage(), uid, formId, begin.data, Date.now(), { version: published.version, carried: begin.carried });
          pending.current = begin.data;
          void flush();
        }
      })
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : 'This form could not be loaded.'));
    return () => {
      live = false;
    };
  }, [formId, uid, attempt, flush]);

  const backUp = useCallback(
    (data: Answers) => writeBackup(storage(), uid, formId, data, Date.now(), { version: formRef.current?.version, carried: carried.current }),
    [formId, uid],
  );

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
        clearBackup(storage(), uid, formId);
        carried.current = null; // what was kept aside is on the response now; the next draft starts fresh
        submissionKey.current = await api.newSubmissionKey().catch(() => null);
        setResult(submitted);
        await api.refreshProfile();
      } catch (e) {
        // The answers stay in the form and in the local backup: the member can simply try again.
        backUp(data);
        setSubmitError(e instanceof Error ? e.message : 'Your answers could not be sent. Please try again.');
        setSubmitRefusal(refusalReason(e));
      } finally {
        setSubmitting(false);
      }
    },
    [form, formId, uid, backUp],
  );

  return { form, start, notice, loadError, unavailable, notAssigned, retry: () => setAttempt((n) => n + 1), saveState, onChange, onSubmit, submitting, submitError, submitRefusal, result };
}
