/**
 * Autosave of the builder's working draft: debounced saves with the base revision (a newer save
 * elsewhere is refused and becomes a conflict, never overwritten), a local copy of unsaved edits,
 * Retry, and a flush before publishing. The decisions are the pure autosave machine's; this hook
 * only runs the timers and the requests.
 */
import type { FormDefinition } from '@engine';
import type { DeclaredChanges } from '@model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { autosaveReducer, initialAutosave, shouldAutosave, type AutosaveEvent, type AutosaveState } from '../../../lib';
import { clearBuilderBackup, writeBuilderBackup } from './local-backup';
import type { BuilderDraft } from '@model';

/** What the server answers about a saved draft (`declared` may be left out: none recorded). */
export type SavedDraft = Omit<BuilderDraft, 'declared'> & Partial<Pick<BuilderDraft, 'declared'>>;

export interface AutosaveOptions {
  formId: string;
  /** the administrator (local copies are kept per person); null: no local copy */
  uid: string | null;
  /** the definition opened, and the revision it comes from (0: no draft saved yet) */
  definition: FormDefinition;
  revision: number;
  save(definition: FormDefinition, baseRevision: number): Promise<SavedDraft>;
  /** the draft as saved now (read after a conflict, to describe and offer it) */
  loadLatest(): Promise<SavedDraft | null>;
  isConflict(error: unknown): boolean;
  describeError(error: unknown): string;
  debounceMs?: number;
  /** the longest a stream of edits waits before a save (typing without pause) */
  maxWaitMs?: number;
  storage?: Storage;
  /** the renames and removals recorded with the latest edits, kept with the local copy */
  recorded?(): DeclaredChanges;
}

export interface Autosave {
  state: AutosaveState;
  /** the definition as last edited */
  latest(): FormDefinition;
  /** their saved draft, while there is a conflict */
  theirs: SavedDraft | null;
  onChange(definition: FormDefinition): void;
  retry(): void;
  /** save now if anything is unsaved; the saved revision, or null when it could not be saved */
  flush(): Promise<number | null>;
  /** drop the edits for their saved draft (the caller shows it); null when there is none to read */
  reloadTheirs(): Promise<SavedDraft | null>;
  keepMine(): void;
  /** edits from a local copy, made on `baseRevision`, to be saved */
  restore(definition: FormDefinition, baseRevision: number): void;
}

const BACKUP_DELAY_MS = 300;

export function useAutosave(options: AutosaveOptions): Autosave {
  const { formId, uid, debounceMs = 800, maxWaitMs = 5000 } = options;
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const [state, setState] = useState(() => initialAutosave(options.revision));
  // a synchronous mirror, so async saves read the state as it is now, not as it was rendered
  const stateRef = useRef(state);
  const latestRef = useRef<FormDefinition>(options.definition);
  const theirsRef = useRef<SavedDraft | null>(null);
  const [theirs, setTheirs] = useState<SavedDraft | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const dirtySince = useRef<number | null>(null);
  const backupTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const io = useRef(options);
  useEffect(() => {
    io.current = options;
  });

  const send = useCallback((event: AutosaveEvent) => {
    stateRef.current = autosaveReducer(stateRef.current, event);
    setState(stateRef.current);
  }, []);

  const writeBackupNow = useCallback(() => {
    if (backupTimer.current) clearTimeout(backupTimer.current);
    backupTimer.current = null;
    const definition = latestRef.current;
    if (!uid || !stateRef.current.pending) return;
    const declared = io.current.recorded?.();
    writeBuilderBackup(storage, formId, uid, { definition, baseRevision: stateRef.current.revision, savedAt: Date.now(), ...(declared ? { declared } : {}) });
  }, [formId, uid, storage]);

  const forgetBackup = useCallback(() => {
    if (backupTimer.current) clearTimeout(backupTimer.current);
    backupTimer.current = null;
    if (uid) clearBuilderBackup(storage, formId, uid);
  }, [formId, uid, storage]);

  const saveNow = useCallback(async () => {
    const definition = latestRef.current;
    if (inFlight.current || stateRef.current.status === 'conflict') return;
    const baseRevision = stateRef.current.revision;
    dirtySince.current = null;
    send({ type: 'saveStarted' });
    const attempt = (async () => {
      const { save, loadLatest, isConflict, describeError } = io.current;
      try {
        const saved = await save(definition, baseRevision);
        send({ type: 'saveSucceeded', revision: saved.revision, at: saved.updatedAt ?? new Date() });
        if (!stateRef.current.pending) forgetBackup();
      } catch (error) {
        if (!isConflict(error)) {
          send({ type: 'saveFailed', message: describeError(error) });
          writeBackupNow();
          return;
        }
        const latest = await loadLatest().catch(() => null);
        theirsRef.current = latest;
        setTheirs(latest);
        writeBackupNow();
        send({
          type: 'conflictFound',
          conflict: { revision: latest?.revision ?? baseRevision + 1, updatedBy: latest?.updatedBy ?? null, updatedAt: latest?.updatedAt ?? null },
        });
      }
    })();
    inFlight.current = attempt;
    try {
      await attempt;
    } finally {
      inFlight.current = null;
    }
  }, [send, forgetBackup, writeBackupNow]);

  // Debounced autosave: each edit restarts the wait, but a long stream of edits still saves.
  useEffect(() => {
    if (!shouldAutosave(state)) return;
    const now = Date.now();
    dirtySince.current ??= now;
    const wait = Math.max(0, Math.min(debounceMs, dirtySince.current + maxWaitMs - now));
    const timer = setTimeout(() => void saveNow(), wait);
    return () => clearTimeout(timer);
  }, [state, debounceMs, maxWaitMs, saveNow]);

  // Leaving the page (reload, tab closed): the local copy is written at once.
  useEffect(() => {
    window.addEventListener('pagehide', writeBackupNow);
    return () => {
      window.removeEventListener('pagehide', writeBackupNow);
      writeBackupNow();
    };
  }, [writeBackupNow]);

  const onChange = useCallback(
    (definition: FormDefinition) => {
      latestRef.current = definition;
      send({ type: 'edited' });
      if (backupTimer.current) clearTimeout(backupTimer.current);
      backupTimer.current = setTimeout(writeBackupNow, BACKUP_DELAY_MS);
    },
    [send, writeBackupNow],
  );

  const retry = useCallback(() => {
    send({ type: 'retry' });
    void saveNow();
  }, [send, saveNow]);

  const flush = useCallback(async (): Promise<number | null> => {
    // at most a few rounds: the save under way, then the edits made meanwhile
    for (let round = 0; round < 3; round += 1) {
      if (inFlight.current) await inFlight.current;
      const current = stateRef.current;
      if (current.status === 'conflict' || current.status === 'error') return null;
      // a form opened from its published version has no draft yet: the first save makes one
      if (!current.pending && current.revision > 0) return current.revision;
      await saveNow();
    }
    const last = stateRef.current;
    return last.pending || last.status === 'error' || last.status === 'conflict' ? null : last.revision;
  }, [saveNow]);

  const reloadTheirs = useCallback(async (): Promise<SavedDraft | null> => {
    // read at the conflict; read again if that failed (a failure here reaches the caller)
    const latest = theirsRef.current ?? (await io.current.loadLatest());
    if (!latest) return null;
    latestRef.current = latest.definition;
    theirsRef.current = null;
    setTheirs(null);
    forgetBackup();
    send({ type: 'reloaded', revision: latest.revision });
    return latest;
  }, [send, forgetBackup]);

  const keepMine = useCallback(() => {
    theirsRef.current = null;
    setTheirs(null);
    send({ type: 'keptMine' });
    void saveNow();
  }, [send, saveNow]);

  const restore = useCallback(
    (definition: FormDefinition, baseRevision: number) => {
      latestRef.current = definition;
      send({ type: 'restored', revision: baseRevision });
    },
    [send],
  );

  const latest = useCallback(() => latestRef.current, []);

  return { state, latest, theirs, onChange, retry, flush, reloadTheirs, keepMine, restore };
}
