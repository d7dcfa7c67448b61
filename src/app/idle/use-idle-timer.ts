import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_WARNING_MS } from '@model';
import { LAST_ACTIVITY_KEY, idlePhase, latestActivity, nextIdleCheck, type IdlePhase } from '../../lib/idle-timer';

/** What counts as using the app: pointing, typing, scrolling, touching (in this tab; other tabs share theirs). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Activity is shared with other tabs at most this often (a pointer moving fires many events a second). */
const SHARE_EVERY_MS = 1000;

function sharedActivity(): string | null {
  try {
    return localStorage.getItem(LAST_ACTIVITY_KEY);
  } catch {
    return null; // storage blocked: this tab's own activity still counts
  }
}

function shareActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage blocked or full: other tabs time out on their own activity
  }
}

export interface IdleTimer {
  /** the warning's time left, while it shows; null while in use */
  warning: { msLeft: number } | null;
  /** "Stay signed in": counts as activity now, in every tab */
  stay(): void;
}

/**
 * The idle clock of a signed-in administrator (lib/idle-timer has the arithmetic): activity in
 * any tab restarts it; a minute before `timeoutMs` it warns, during which only `stay()` (not a
 * stray pointer move) keeps the session; at `timeoutMs` it calls `onExpired` once. Checked again
 * when the tab becomes visible (a laptop waking from sleep) and when another tab records activity.
 */
export function useIdleTimer({ timeoutMs, onExpired }: { timeoutMs: number; onExpired(): void }): IdleTimer {
  const own = useRef(Date.now());
  const shared = useRef(0);
  const phase = useRef<IdlePhase['phase']>('active');
  const expired = useRef(onExpired);
  const checkNow = useRef<() => void>(() => undefined);
  const [warning, setWarning] = useState<IdleTimer['warning']>(null);

  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);

  const record = useCallback((now: number) => {
    own.current = now;
    if (now - shared.current < SHARE_EVERY_MS) return;
    shared.current = now;
    shareActivity(now);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const now = Date.now();
      const next = idlePhase({ lastActivity: latestActivity(own.current, sharedActivity(), now), now, timeoutMs, warningMs: IDLE_WARNING_MS });
      phase.current = next.phase;
      setWarning(next.phase === 'warning' ? { msLeft: next.msLeft } : null);
      if (next.phase === 'expired') {
        done = true;
        expired.current();
        return;
      }
      timer = setTimeout(check, nextIdleCheck(next, now) ?? 0);
    };
    checkNow.current = check;
    const onActivity = () => {
      if (phase.current === 'active') record(Date.now());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    check();
    return () => {
      done = true;
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [timeoutMs, record]);

  const stay = useCallback(() => {
    shared.current = 0; // shared at once, so a tab showing its own warning closes it too
    record(Date.now());
    checkNow.current();
  }, [record]);

  return { warning, stay };
}
