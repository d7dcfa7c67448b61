import { useCallback, useEffect, useRef, useState } from 'react';
import * as api from '../api/assessments-api';
import { clearBackup, pickStart, readBackup, writeBackup } from '../draft-backup';
import { refusalReason } from '../consent';

type Answers = Record<string, unknown>;
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

const SAVE_DELAY_MS = 1200;
const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const UNAVAILABLE = 'unavailable' as const;

/**
 * Loads a published form with the member's open draft, autosaves answers, and submits them.
 * Every submission carries the draft's submission key, so a double tap, a retry after a lost
 * reply or a second tab submitting the same draft stores one response; after a successful
 * submit a new key is made for whatever the member fills in next.
 */
export function useAssessment(formId: string, uid: string) {
  const [form, setForm] = useState<api.PublishedForm | null>(null);
  const [start, setStart] = useState<Answers>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitRefusal, setSubmitRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<api.SubmissionResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submissionKey = useRef<string | null>(null);
  const pending = useRef<Answers | null>(null);
  const saving = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);

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
      .then(([published, { draft, key }]) => {
        if (!live) return;
        if (published === UNAVAILABLE) return setUnavailable(true);
        submissionKey.current = key;
        setStart(pickStart(draft?.data ?? null, readBackup(storage(), uid, formId)?.data ?? null));
        setForm(published);
      })
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : 'This form could not be loaded.'));
    return () => {
      live = false;
    };
  }, [formId, uid, attempt]);

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const data = pending.current;
    const key = submissionKey.current;
    if (!data || !form || !key) return;
    pending.current = null;
    setSaveState('saving');
    const save = (async () => {
      try {
        // the draft may hold another tab's key (it created the draft first): submit with that one
        submissionKey.current = await api.saveDraft({ uid, formId, formVersion: form.version, data, submissionKey: key });
        setSaveState('saved');
      } catch {
        pending.current = pending.current ?? data; // keep it for the next try; the local backup holds it too
        setSaveState('offline');
      }
    })();
    saving.current = save;
    await save;
  }, [form, formId, uid]);

  const onChange = useCallback(
    (data: Answers) => {
      writeBackup(storage(), uid, formId, data);
      pending.current = data;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, formId, uid],
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
        const key = submissionKey.current ?? (await api.newSubmissionKey());
        submissionKey.current = key;
        const submitted = await api.submitResponse({ formId, formVersion: form.version, submissionKey: key, data });
        clearBackup(storage(), uid, formId);
        submissionKey.current = await api.newSubmissionKey().catch(() => null);
        setResult(submitted);
        await api.refreshProfile();
      } catch (e) {
        // The answers stay in the form and in the local backup: the member can simply try again.
        writeBackup(storage(), uid, formId, data);
        setSubmitError(e instanceof Error ? e.message : 'Your answers could not be sent. Please try again.');
        setSubmitRefusal(refusalReason(e));
      } finally {
        setSubmitting(false);
      }
    },
    [form, formId, uid],
  );

  return { form, start, loadError, unavailable, retry: () => setAttempt((n) => n + 1), saveState, onChange, onSubmit, submitting, submitError, submitRefusal, result };
}
