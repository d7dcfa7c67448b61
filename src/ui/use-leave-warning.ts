/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or close, and a
 * confirmation when a link inside the app is followed. The app uses react-router's declarative
 * router, where `useBlocker` is not available, so in-app links are checked before the router sees
 * the click (capture phase on the document). The browser's Back button is not caught; an editor
 * that keeps a local copy of its edits protects that path. One hook for every editor (the
 * FormBuilder, the course builder, the content editors).
 */
import { useEffect, useRef } from 'react';

/** Pure: whether a click on this anchor leaves the current page within the app. */
export function leavesPage(anchor: HTMLAnchorElement, here: Location): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, here.href);
  if (to.origin !== here.origin) return true;
  return to.pathname !== here.pathname || to.search !== here.search;
}

/** When to warn: `unload` on reload or close, `links` before an in-app link (true: both). */
export type LeaveWarningWhen = boolean | { unload: boolean; links: boolean };

const askBrowser = (message: string) => window.confirm(message);

export function useLeaveWarning(when: LeaveWarningWhen, message: string, confirmLeave: (message: string) => boolean = askBrowser): void {
  const { unload, links } = typeof when === 'boolean' ? { unload: when, links: when } : when;
  // the latest question and answerer, without listening again on every render
  const ask = useRef({ message, confirmLeave });
  ask.current = { message, confirmLeave };

  useEffect(() => {
    if (!unload) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = ask.current.message;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [unload]);

  useEffect(() => {
    if (!links) return;
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !leavesPage(anchor, window.location)) return;
      if (ask.current.confirmLeave(ask.current.message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, [links]);
}
