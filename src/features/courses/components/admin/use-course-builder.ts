/**
 * The course builder's working copy and its autosave: edits change the draft at once; a save runs
 * about a second after the last edit (and at once when a field loses focus), sends only what
 * changed since the last save, and names the revision it was made on, so a save from a stale tab
 * is refused and becomes a conflict, never an overwrite. The decisions are the pure reducer's
 * (lib/autosave.ts) and the save plan's (course-draft.ts); this hook runs the timers and requests.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLeaveWarning } from '../../../../ui';
import { DataError, type BuilderCourse, type CourseConflict, type CourseSavePlan, type SavedCourse } from '../../api/admin-api';
import { autosaveReducer, hasUnsavedChanges, initialAutosave, type AutosaveEvent, type AutosaveState } from '../../../../lib';
import { courseProblems, draftOf, savePlan, storedFrom, storedOf, type CourseDraft, type Problem } from './course-draft';

export interface CourseBuilderOptions {
  courseId: string;
  loaded: BuilderCourse;
  save(plan: CourseSavePlan): Promise<SavedCourse>;
  /** the course as stored now (after a conflict); null when it is gone */
  load(courseId: string): Promise<BuilderCourse | null>;
  debounceMs?: number;
  /** asks before a link leaves the builder with edits that are not saved (default: window.confirm) */
  confirmLeave?(message: string): boolean;
}

export interface CourseBuilder {
  draft: CourseDraft;
  problems: Problem[];
  state: AutosaveState;
  edit(change: (draft: CourseDraft) => CourseDraft): void;
  /** save now if anything is unsaved (a field lost focus, Publish) */
  saveNow(): Promise<void>;
  retry(): void;
  /** drop my edits for the stored course */
  reloadTheirs(): Promise<void>;
  /** save my edits over the stored course */
  keepMine(): Promise<void>;
}

export const LEAVE_MESSAGE = 'This course has changes that are not saved. Leave anyway? They will be lost.';

const GONE = 'This course no longer exists: it may have been deleted.';

export function useCourseBuilder(options: CourseBuilderOptions): CourseBuilder {
  const { courseId, debounceMs = 1000 } = options;
  const [draft, setDraft] = useState(() => draftOf(options.loaded));
  const draftRef = useRef(draft);
  const storedRef = useRef(storedOf(options.loaded));
  const [state, setState] = useState(() => initialAutosave(options.loaded.course.revision));
  // synchronous mirrors: async saves read the state as it is now, not as it was rendered
  const stateRef = useRef(state);
  const inFlight = useRef<Promise<void> | null>(null);
  const io = useRef(options);
  useEffect(() => {
    io.current = options;
  });

  const send = useCallback((event: AutosaveEvent) => {
    stateRef.current = autosaveReducer(stateRef.current, event);
    setState(stateRef.current);
  }, []);

  const saveNow = useCallback(async () => {
    if (inFlight.current || stateRef.current.status === 'conflict') return;
    const current = draftRef.current;
    if (courseProblems(current).length > 0) {
      if (stateRef.current.pending) send({ type: 'blocked' });
      return;
    }
    const next = storedFrom(current);
    const plan = savePlan(courseId, stateRef.current.revision, storedRef.current, next);
    if (!plan.changed) {
      send({ type: 'nothingToSave' });
      return;
    }
    const { changed: _changed, ...request } = plan;
    send({ type: 'saveStarted' });
    const attempt = (async () => {
      try {
        const saved = await io.current.save(request);
        storedRef.current = next;
        send({ type: 'saveSucceeded', revision: saved.revision, at: saved.updatedAt });
      } catch (error) {
        if (error instanceof DataError && error.code === 'conflict') {
          send({ type: 'conflictFound', conflict: (error.details as CourseConflict | undefined) ?? { revision: plan.baseRevision + 1, updatedAt: null, updatedBy: null } });
        } else {
          send({ type: 'saveFailed', message: error instanceof Error ? error.message : 'The course could not be saved.' });
        }
      }
    })();
    inFlight.current = attempt;
    try {
      await attempt;
    } finally {
      inFlight.current = null;
    }
  }, [courseId, send]);

  // Debounced autosave: each edit restarts the wait.
  useEffect(() => {
    if (state.status !== 'dirty') return;
    const timer = setTimeout(() => void saveNow(), debounceMs);
    return () => clearTimeout(timer);
  }, [state, debounceMs, saveNow]);

  // Leaving the builder inside the app saves what can be saved (the save runs on after it closes).
  useEffect(
    () => () => {
      if (stateRef.current.status === 'dirty') void saveNow();
    },
    [saveNow],
  );

  // Edits not on the server yet are never dropped silently: leaving the site asks the browser's
  // question; a link inside the app asks first when they cannot be saved now (problems, a failed
  // save, a conflict), and otherwise lets the save run on. (The app's
  // declarative router has no useBlocker, so links are checked before the router sees the click.)
  const pending = hasUnsavedChanges(state);
  const unsaved = pending && state.status !== 'dirty' && state.status !== 'saving';
  const confirmLeave = useCallback((message: string) => (io.current.confirmLeave ?? ((m: string) => window.confirm(m)))(message), []);
  useLeaveWarning({ unload: pending, links: unsaved }, LEAVE_MESSAGE, confirmLeave);

  const edit = useCallback(
    (change: (draft: CourseDraft) => CourseDraft) => {
      const next = change(draftRef.current);
      if (next === draftRef.current) return;
      draftRef.current = next;
      setDraft(next);
      send({ type: 'edited' });
    },
    [send],
  );

  const retry = useCallback(() => {
    send({ type: 'retry' });
    void saveNow();
  }, [send, saveNow]);

  const reloadTheirs = useCallback(async () => {
    const theirs = await io.current.load(courseId);
    if (!theirs) throw new Error(GONE);
    draftRef.current = draftOf(theirs);
    storedRef.current = storedOf(theirs);
    setDraft(draftRef.current);
    send({ type: 'reloaded', revision: theirs.course.revision });
  }, [courseId, send]);

  const keepMine = useCallback(async () => {
    const theirs = await io.current.load(courseId);
    if (!theirs) throw new Error(GONE);
    // planned against what is stored now: their chapters I do not have are removed, theirs I changed rewritten
    storedRef.current = storedOf(theirs);
    send({ type: 'keptMine', revision: theirs.course.revision });
    await saveNow();
  }, [courseId, send, saveNow]);

  const problems = useMemo(() => courseProblems(draft), [draft]);
  return { draft, problems, state, edit, saveNow, retry, reloadTheirs, keepMine };
}
